import { IdCard } from 'lucide-react';
import { formatCount } from '@/admin-lib/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useIdentitiesToVerify } from '../api/identities-to-verify';
import { LocalDateTime } from '@/components/local-time';

export interface IdentitiesToVerifyProps {
  /** Opens the user detail (the page owns the dialog). */
  onOpenUser: (user: {
    id: string;
    fullName: string | null;
    email: string;
    openOn: 'photos';
  }) => void;
}

/**
 * 'Identidades por verificar' on the dashboard (docs/product/profile-and-identity.md#evidence-kept):
 * who sent the new ID photo staff asked for, the longest waiting first, until someone verifies
 * or asks again. Nothing shows while the list is empty.
 */
export function IdentitiesToVerify({ onOpenUser }: IdentitiesToVerifyProps) {
  const { data } = useIdentitiesToVerify();
  if (!data || data.total === 0) return null;
  const more = data.total - data.users.length;
  return (
    <Card className="mt-4" data-testid="identities-to-verify">
      <CardHeader className="flex-row items-center justify-between gap-3 p-4 pb-2 sm:p-5 sm:pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <IdCard className="size-5 text-primary" aria-hidden />
          <span id="identities-to-verify-title">Identidades por verificar</span>
        </CardTitle>
        <Badge variant="warning" aria-label={`${formatCount(data.total)} por verificar`}>
          {formatCount(data.total)}
        </Badge>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-5 sm:pt-0">
        <p className="mb-2 text-sm text-muted-foreground">
          Enviaron la foto nueva que se les pidió. Ábrelos para revisarla y verificar.
        </p>
        <ul aria-labelledby="identities-to-verify-title" className="divide-y divide-border">
          {data.users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
              <button
                type="button"
                onClick={() =>
                  onOpenUser({
                    id: user.id,
                    fullName: user.fullName,
                    email: user.email,
                    openOn: 'photos',
                  })
                }
                className="min-h-11 min-w-0 cursor-pointer text-left text-sm font-medium break-words text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {user.fullName}
                <span className="block text-xs font-normal break-all text-muted-foreground">
                  {user.email}
                </span>
              </button>
              <span className="text-xs text-muted-foreground">
                Foto enviada el <LocalDateTime iso={user.resentAt} />
              </span>
            </li>
          ))}
        </ul>
        {more > 0 && (
          <p className="mt-2 text-sm text-muted-foreground">
            Y {formatCount(more)} más: verifica estos primero.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
