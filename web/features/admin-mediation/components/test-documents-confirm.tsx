import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSendTestDocuments } from '../api/send-test-documents';
import { useTestDocumentsTarget } from '../api/test-documents-target';

/**
 * 'Enviar documentos de prueba' on the board: the address they go to, named before sending
 * (docs/product/admin-panel.md#confirm-before-e-mailing).
 */
export function TestDocumentsConfirm({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const target = useTestDocumentsTarget(open);
  const send = useSendTestDocuments();
  const email = target.data?.email;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="¿Enviar documentos de prueba?"
      description={
        target.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : email ? (
          <p>
            Se enviarán a <strong className="break-all text-foreground">{email}</strong> el convenio
            de mediación y el estado de cuenta con datos de prueba, marcados «DOCUMENTO DE PRUEBA».
            Ningún usuario los recibe.
          </p>
        ) : (
          <p>
            No hay dirección para los documentos de prueba: define MEDIATION_TEST_EMAIL en la
            configuración del servidor.
          </p>
        )
      }
      confirmLabel="Enviar documentos de prueba"
      pendingLabel="Enviando..."
      pending={send.isPending}
      confirmDisabled={!email}
      onConfirm={() => send.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
