import { z } from 'zod';
import { ACCOUNT_EVENT_KINDS } from './account-events';

export {
  ACCOUNT_EVENT_KINDS,
  ACCOUNT_EVENT_LABELS,
  FREEZE_CAUSES,
  mexicoDateTime,
  payoutFrozenMessage,
  type AccountEventKind,
  type FreezeCause,
} from './account-events';

/** GET /api/account/activity: the latest sign-ins and security events, newest first. */
export const accountActivity = z.object({
  events: z.array(
    z.object({
      kind: z.enum(ACCOUNT_EVENT_KINDS),
      at: z.string(),
      /** '201.141.22.0/24' or '2001:db8:1::/48'; null when not recorded. */
      network: z.string().nullable(),
      /** 'Chrome en Android'; null when not recorded. */
      device: z.string().nullable(),
      /** A sign-in from a device or network not seen for the account in 90 days. */
      newDevice: z.boolean(),
    }),
  ),
});
export type AccountActivity = z.infer<typeof accountActivity>;

/** POST /api/account/sessions/end-others. */
export const endedSessions = z.object({ ended: z.number().int().min(0) });
