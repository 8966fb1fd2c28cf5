import { KeyRound, ShieldCheck, ShieldOff, UserX } from 'lucide-react';
import { ADMIN_ROLE_LABELS } from '@schemas/admin-roles';
import type { StaffMember } from '@schemas/staff';
import { Badge } from '@/components/ui/badge';

/** Role, second factor and account state of a member, as badges. */
export function StaffBadges({ member }: { member: StaffMember }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge
        variant={
          member.role === 'owner' ? 'default' : member.role === 'operator' ? 'info' : 'neutral'
        }
      >
        {ADMIN_ROLE_LABELS[member.role]}
      </Badge>
      {member.twoFactorEnabled ? (
        <Badge variant="success">
          <ShieldCheck aria-hidden />2 pasos
        </Badge>
      ) : (
        <Badge variant="outline">
          <ShieldOff aria-hidden />
          Sin 2 pasos
        </Badge>
      )}
      {member.disabled && (
        <Badge variant="destructive">
          <UserX aria-hidden />
          Desactivada
        </Badge>
      )}
      {member.temporaryPassword && (
        <Badge variant="warning">
          <KeyRound aria-hidden />
          Contraseña temporal
        </Badge>
      )}
    </div>
  );
}
