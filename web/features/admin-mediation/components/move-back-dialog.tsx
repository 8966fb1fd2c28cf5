import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { mediationStageLabel } from '@schemas/mediation-stages';
import type { MediationCase, StageMoves } from '@schemas/mediation';
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
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setShare(false);
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
      shareReason={share}
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
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={share}
          onChange={(event) => setShare(event.target.checked)}
        />
        <span>
          Compartir el motivo con el usuario
          <span className="block text-muted-foreground">
            Lo leerá en el correo del cambio y en su proceso. Si no lo marcas, solo sabrá que su
            caso regresó de etapa.
          </span>
        </span>
      </label>
    </CaseMoveDialog>
  );
}
