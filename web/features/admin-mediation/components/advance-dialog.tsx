import { ArrowRight } from 'lucide-react';
import { mediationStageLabel } from '@schemas/mediation-stages';
import type { MediationCase, StageMoves } from '@schemas/mediation';
import { CaseMoveDialog } from './case-move-dialog';

interface AdvanceDialogProps {
  item: MediationCase | null;
  to: NonNullable<StageMoves['forward']>;
  onClose: () => void;
}

/** Confirmation of a move to the next stage. */
export function AdvanceDialog({ item, to, onClose }: AdvanceDialogProps) {
  return (
    <CaseMoveDialog
      item={item}
      onClose={onClose}
      to={to}
      title={`Pasar a ${to.label}`}
      description={
        item &&
        `El caso de ${item.fullName || item.email} pasará de ${mediationStageLabel(item.mediationStatus)} a ${to.label}. El cambio queda en el historial del caso.`
      }
      confirm={{
        label: (
          <>
            Confirmar
            <ArrowRight aria-hidden />
          </>
        ),
        pending: 'Moviendo...',
      }}
      success={{ title: 'Caso Actualizado', description: `El caso pasó a '${to.label}'.` }}
      failure="Error al mover el caso"
    />
  );
}
