import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { mediationStageLabel, type MediationCase, type StageMoves } from '@schemas/mediation';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { CaseMoveDialog } from './case-move-dialog';

interface MoveBackDialogProps {
  item: MediationCase | null;
  to: NonNullable<StageMoves['back']>;
  onClose: () => void;
}

/** A move back to the previous stage, which needs a reason (kept in the timeline). */
export function MoveBackDialog({ item, to, onClose }: MoveBackDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const ready = () => {
    if (reason.trim()) return true;
    setError('Indica el motivo para regresar el caso');
    return false;
  };
  return (
    <CaseMoveDialog
      item={item}
      onClose={close}
      to={to}
      title={`Regresar a ${to.label}`}
      description={
        item &&
        `El caso de ${item.fullName || item.email} volverá de ${mediationStageLabel(item.mediationStatus)} a ${to.label}. El motivo queda en el historial del caso.`
      }
      reason={reason}
      ready={ready}
      confirm={{
        label: (
          <>
            <Undo2 aria-hidden />
            Regresar a {to.label}
          </>
        ),
        pending: 'Regresando...',
      }}
      success={{ title: 'Caso Regresado', description: `El caso regresó a '${to.label}'.` }}
      failure="Error al mover el caso"
    >
      <Field label="Motivo" htmlFor="move-back-reason" error={error}>
        <Textarea
          id="move-back-reason"
          value={reason}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </CaseMoveDialog>
  );
}
