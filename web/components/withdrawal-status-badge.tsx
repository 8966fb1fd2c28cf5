import { Ban, CheckCheck, CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@schemas/withdrawal-status';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<WithdrawalStatus, { variant: BadgeProps['variant']; icon: LucideIcon }> = {
  pending: { variant: 'warning', icon: Clock },
  approved: { variant: 'info', icon: CircleCheck },
  completed: { variant: 'success', icon: CheckCheck },
  rejected: { variant: 'destructive', icon: CircleX },
  cancelled: { variant: 'neutral', icon: Ban },
};

/** 'Pendiente' yellow, 'Aprobado' blue, 'Completado' green, 'Rechazado' red, 'Cancelado' grey (docs/product/withdrawals.md#statuses-and-moves). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { variant, icon: Icon } = LOOK[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden />
      {WITHDRAWAL_STATUS_LABELS[status]}
    </Badge>
  );
}
