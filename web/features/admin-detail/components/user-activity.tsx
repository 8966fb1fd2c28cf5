import { actorName, describeAuditEntry } from '@/admin-lib/audit-labels';
import { LoadError } from '@/components/load-error';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserActivity } from '../api/user-activity';
import { DetailSection, EmptyNote } from './detail-section';
import { LocalDateTime } from '@/components/local-time';

/** What staff (and the user) did concerning this person, newest first. Owners only. */
export function UserActivity({ userId }: { userId: string }) {
  const activity = useUserActivity(userId, true);
  const entries = activity.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <DetailSection title="Actividad">
      {activity.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : activity.isError ? (
        <LoadError title="No se pudo cargar la actividad" onRetry={() => void activity.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyNote>Sin actividad registrada para este usuario.</EmptyNote>
      ) : (
        <>
          <ol className="grid grid-cols-1 divide-y divide-border rounded-lg border border-border">
            {entries.map((entry) => {
              const { what, detail } = describeAuditEntry(entry);
              return (
                <li
                  key={entry.id}
                  className="grid grid-cols-1 gap-0.5 px-3 py-2.5 text-sm"
                  data-testid="activity"
                >
                  <p>
                    <span className="font-semibold">{actorName(entry.actor)}</span> · {what}
                  </p>
                  {detail && <p className="break-words text-muted-foreground">{detail}</p>}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.at}>
                      <LocalDateTime iso={entry.at} />
                    </time>
                    {entry.ip && ` · IP ${entry.ip}`}
                  </p>
                </li>
              );
            })}
          </ol>
          <LoadMoreButton
            query={activity}
            label="Ver más actividad"
            pendingLabel="Cargando..."
            className="justify-self-start"
          />
        </>
      )}
    </DetailSection>
  );
}
