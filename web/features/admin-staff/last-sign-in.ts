import { formatDateTime } from '@/lib/format-date';

/** When the member last signed in ('Nunca' before the first time). */
export const lastSignIn = (iso: string | null) => (iso ? formatDateTime(iso) : 'Nunca');
