import { Globe } from 'lucide-react';
import type { AdminUser } from '@schemas/admin-users';

type Country = 'MX' | 'US' | null;

/** Mexico or the US from the country or the phone's country code; anything else is unknown. */
export function countryOf(user: Pick<AdminUser, 'country' | 'countryCode'>): Country {
  const country = user.country?.trim().toUpperCase();
  if (country === 'MX' || user.countryCode === '+52') return 'MX';
  if (country === 'US' || user.countryCode === '+1') return 'US';
  return null;
}

const FLAG = 'h-3.5 w-5 shrink-0 overflow-hidden rounded-[2px] ring-1 ring-black/10';

function MexicoFlag() {
  return (
    <svg viewBox="0 0 21 14" className={FLAG} aria-hidden>
      <rect width="7" height="14" fill="#006847" />
      <rect x="7" width="7" height="14" fill="#fff" />
      <rect x="14" width="7" height="14" fill="#ce1126" />
      <circle cx="10.5" cy="7" r="1.9" fill="#8c5a2b" />
    </svg>
  );
}

function UsFlag() {
  const stripe = 10 / 13;
  return (
    <svg viewBox="0 0 19 10" className={FLAG} aria-hidden preserveAspectRatio="none">
      <rect width="19" height="10" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((k) => (
        <rect key={k} y={k * stripe} width="19" height={stripe} fill="#b22234" />
      ))}
      <rect width="7.6" height={7 * stripe} fill="#3c3b6e" />
    </svg>
  );
}

const LABEL: Record<'MX' | 'US', string> = { MX: 'México', US: 'Estados Unidos' };

/** docs/product/admin-panel.md#users-tab: a US or MX flag, otherwise a generic icon; the country is named for screen readers. */
export function CountryBadge({ user }: { user: Pick<AdminUser, 'country' | 'countryCode'> }) {
  const country = countryOf(user);
  const label = country ? LABEL[country] : user.country?.trim() || 'País desconocido';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-1 text-xs font-semibold text-muted-foreground"
    >
      {country === 'MX' && <MexicoFlag />}
      {country === 'US' && <UsFlag />}
      {country === null && <Globe className="size-4" aria-hidden />}
      <span aria-hidden>{country ?? ''}</span>
    </span>
  );
}
