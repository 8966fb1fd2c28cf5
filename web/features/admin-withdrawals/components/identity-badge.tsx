import { BadgeCheck, ShieldQuestion, UserX, type LucideIcon } from 'lucide-react';
import { IDENTITY_STATUS_LABELS, type IdentityStatus } from '@schemas/identity-status';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<IdentityStatus, { variant: BadgeProps['variant']; icon: LucideIcon }> = {
  verified: { variant: 'success', icon: BadgeCheck },
  unverified: { variant: 'warning', icon: ShieldQuestion },
  incomplete: { variant: 'destructive', icon: UserX },
};

/**
 * Where the creditor's identity stands ('Identidad verificada', 'Identidad sin verificar',
 * 'Perfil incompleto'): only a verified one's order can be approved.
 */
export function IdentityBadge({ identity }: { identity: IdentityStatus }) {
  const { variant, icon: Icon } = LOOK[identity];
  return (
    <Badge variant={variant} data-testid="identity">
      <Icon aria-hidden />
      {IDENTITY_STATUS_LABELS[identity]}
    </Badge>
  );
}
