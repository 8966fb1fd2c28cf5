import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@/lib/queries/session';

/**
 * The end of the creditor's payout freeze while it lasts, else null
 * (docs/product/payout-safety.md#payout-freeze): `frozenUntil` on GET /api/user, which the
 * server sets to null once the freeze ended.
 */
export function usePayoutFreeze(): string | null {
  return useQuery(sessionQuery).data?.frozenUntil ?? null;
}
