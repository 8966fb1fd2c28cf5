import { useState } from 'react';
import { mediationStageLabel } from '@schemas/mediation-stages';
import { STAGE_TARGET_MAX_DAYS, type TargetedStageId } from '@schemas/stage-targets';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveStageTargets, useStageTargets } from '../api/stage-targets';

interface StageTargetsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const WHOLE_DAYS = /^\d{1,3}$/;

/**
 * 'Plazos por etapa' (owners; docs/product/staff-at-scale.md#stage-targets): each stage's target
 * in whole days, 0 to 365. A case longer than that in its stage is 'Vencido'.
 */
export function StageTargetsDialog({ open, onOpenChange }: StageTargetsDialogProps) {
  const { data } = useStageTargets(open);
  const save = useSaveStageTargets();
  const [draft, setDraft] = useState<Partial<Record<TargetedStageId, string>>>({});
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setDraft({});
      setError(undefined);
    }
    onOpenChange(next);
  };
  const valueOf = (stage: TargetedStageId, days: number) => draft[stage] ?? String(days);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const targets: Partial<Record<TargetedStageId, number>> = {};
    for (const t of data.targets) {
      const text = valueOf(t.stage, t.days).trim();
      const days = Number(text);
      if (!WHOLE_DAYS.test(text) || days > STAGE_TARGET_MAX_DAYS) {
        setError(
          `${mediationStageLabel(t.stage)}: el plazo es un número entero de 0 a ${STAGE_TARGET_MAX_DAYS} días.`,
        );
        return;
      }
      targets[t.stage] = days;
    }
    save.mutate(
      { targets },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Plazos guardados',
            description: 'Los casos vencidos se cuentan ya con los plazos nuevos.',
          });
          close(false);
        },
        onError: (err) => toastError('Error', err, 'No se pudieron guardar los plazos'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Plazos por etapa</DialogTitle>
          <DialogDescription>
            Días que un caso puede pasar en cada etapa. Al pasar el plazo se marca como «Vencido»;
            con 0 días, todo caso de la etapa queda vencido.
          </DialogDescription>
        </DialogHeader>
        {!data ? (
          <div className="flex justify-center py-6 text-muted-foreground">
            <Spinner label="Cargando plazos..." showLabel />
          </div>
        ) : (
          <form id="stage-targets-form" onSubmit={submit} noValidate className="grid gap-3">
            {data.targets.map((t) => (
              <div
                key={t.stage}
                className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-center gap-3"
              >
                <label htmlFor={`target-${t.stage}`} className="text-sm font-medium">
                  {mediationStageLabel(t.stage)}
                </label>
                <Input
                  id={`target-${t.stage}`}
                  inputMode="numeric"
                  className="text-right tabular"
                  value={valueOf(t.stage, t.days)}
                  aria-invalid={error?.startsWith(mediationStageLabel(t.stage)) || undefined}
                  aria-describedby="stage-targets-error"
                  onChange={(e) => {
                    setDraft((d) => ({ ...d, [t.stage]: e.target.value }));
                    setError(undefined);
                  }}
                />
                <span className="text-sm text-muted-foreground">días</span>
              </div>
            ))}
            <p className="text-sm text-muted-foreground">
              Liquidado no tiene plazo: es la etapa final.
            </p>
            {error && (
              <p
                id="stage-targets-error"
                role="alert"
                className="text-sm font-medium text-destructive-text"
              >
                {error}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button
            type="submit"
            form="stage-targets-form"
            disabled={!data}
            pending={save.isPending}
            pendingLabel="Guardando..."
          >
            Guardar plazos
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
