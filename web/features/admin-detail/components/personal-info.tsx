import type { ReactNode } from 'react';
import type { AdminUser } from '@schemas/admin-detail';
import { formatAdminPhone, formatSerialDate } from '@/admin-lib/format';
import { Badge } from '@/components/ui/badge';
import { DetailSection } from './detail-section';
import { formatUsdt } from '@schemas/money';

const COUNTRIES: Record<string, string> = { MX: 'México', US: 'Estados Unidos' };

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** 'Información Personal' (docs/product/admin-panel.md#user-detail). */
export function PersonalInfo({ user }: { user: AdminUser }) {
  return (
    <DetailSection title="Información Personal">
      <dl className="grid grid-cols-1 gap-3 rounded-lg border border-border p-4 sm:grid-cols-2">
        <Item label="Nombre completo">{user.fullName || '—'}</Item>
        <Item label="Correo electrónico">{user.email}</Item>
        <Item label="Teléfono">
          <span className="tabular">
            {formatAdminPhone(user.cellphone, user.countryCode ?? user.country)}
          </span>
        </Item>
        <Item label="País">{user.country ? (COUNTRIES[user.country] ?? user.country) : '—'}</Item>
        <Item label="Fecha de registro">
          <span className="tabular">{formatSerialDate(user.date)}</span>
        </Item>
        <Item label="Total Sin Tokenizar">
          <span className="tabular font-semibold">{formatUsdt(user.totalBalance)}</span>
        </Item>
        <Item label="Identidad">
          {user.verified ? (
            <Badge variant="success">Verificado por Admin</Badge>
          ) : (
            <Badge variant="neutral">Sin verificar</Badge>
          )}
        </Item>
      </dl>
    </DetailSection>
  );
}
