import { Blocks, TriangleAlert } from 'lucide-react';
import type { ChainStatus } from '@schemas/chain-status';
import { formatCount } from '@/admin-lib/format';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatAge } from '@/lib/format-age';
import { formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { useChainStatus } from '../api/chain-status';

const lag = (blocks: number | null) =>
  blocks === null
    ? ''
    : blocks === 1
      ? ' · 1 bloque de retraso'
      : ` · ${formatCount(blocks)} bloques de retraso`;

function syncedText(status: ChainStatus, now: number) {
  if (status.syncedBlock === null) return 'El seguimiento de la cadena aún no ha empezado';
  const age = status.lastSuccessAt
    ? `, ${formatAge(status.lastSuccessAt, now, { seconds: true })}`
    : '';
  return `Sincronizado hasta el bloque ${formatCount(status.syncedBlock)}${age}${lag(status.lagBlocks)}`;
}

/**
 * The balance follower on the dashboard (docs/product/admin-panel.md#chain-follower): a quiet
 * line with the block it reached, how long ago and how far behind the head; the last error
 * while passes fail; a warning after 10 minutes without a successful pass.
 */
export function ChainStatusLine() {
  const { data } = useChainStatus();
  const now = useNow();
  if (!data || now === null) return null;
  const error = data.lastError && (
    <p className="mt-1 text-xs break-words opacity-90">Último error: {data.lastError}</p>
  );
  if (data.late) {
    return (
      <Alert variant="warning" className="mt-3" data-testid="chain-status">
        <TriangleAlert aria-hidden />
        <AlertTitle>El seguimiento de la cadena está atrasado</AlertTitle>
        <AlertDescription>
          <p>{syncedText(data, now)}.</p>
          <p>
            {data.lastSuccessAt
              ? `Última lectura correcta: ${formatDateTime(data.lastSuccessAt)}`
              : 'Aún no hubo una lectura correcta'}
          </p>
          <p>Los saldos en blockchain pueden no estar al día.</p>
          {error}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="mt-2 text-sm text-muted-foreground" data-testid="chain-status">
      <p className="flex items-center gap-2">
        <Blocks aria-hidden className="size-4 shrink-0" />
        <span>{syncedText(data, now)}</span>
      </p>
      {error && <div className="text-destructive-text">{error}</div>}
    </div>
  );
}
