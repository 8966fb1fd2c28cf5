import { Copy } from 'lucide-react';
import type { AdminUser } from '@schemas/admin-users';
import { copyWithToast } from '@/admin-lib/copy-text';
import { formatAdminPhone } from '@/admin-lib/format';

/** The phone written by country; a click copies it (docs/product/admin-panel.md#users-tab). */
export function PhoneButton({
  user,
}: {
  user: Pick<AdminUser, 'cellphone' | 'countryCode' | 'country'>;
}) {
  if (!user.cellphone?.trim()) {
    return (
      <span className="inline-flex min-h-9 items-center text-sm text-muted-foreground">
        Sin teléfono
      </span>
    );
  }
  const phone = formatAdminPhone(user.cellphone, user.countryCode ?? user.country);
  return (
    <button
      type="button"
      onClick={() => void copyWithToast(phone, 'Número de teléfono copiado al portapapeles')}
      title="Copiar teléfono"
      aria-label={`Copiar teléfono ${phone}`}
      className="-mx-1.5 inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-1.5 text-sm tabular hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      {phone}
      <Copy className="size-3.5 text-muted-foreground" aria-hidden />
    </button>
  );
}
