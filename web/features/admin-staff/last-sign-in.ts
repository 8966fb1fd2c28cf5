import { formatDateTime } from '@/lib/format';

/** When the member last signed in ('Nunca' before the first time). */
export const lastSignIn = (iso: string | null) => (iso ? formatDateTime(iso) : 'Nunca');
