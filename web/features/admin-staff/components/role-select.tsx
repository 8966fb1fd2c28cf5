import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@schemas/admin-roles';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  viewer: 'Consulta estadísticas, listas, detalles y el tablero.',
  operator: 'Además ve identificaciones, verifica, mueve casos y procesa retiros.',
  owner: 'Además exporta, ve la actividad y gestiona al personal.',
};

interface RoleSelectProps {
  id: string;
  value: AdminRole;
  onChange: (role: AdminRole) => void;
}

export function RoleSelect({ id, value, onChange }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as AdminRole)}>
      <SelectTrigger id={id}>
        <SelectValue>{ADMIN_ROLE_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {ADMIN_ROLES.map((role) => (
          <SelectItem key={role} value={role}>
            {ADMIN_ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
