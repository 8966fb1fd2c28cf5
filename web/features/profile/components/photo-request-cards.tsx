import { Camera } from 'lucide-react';
import { Link } from 'wouter';
import type { IdPhotoSide } from '@schemas/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { useProfile } from '../api/profile';

const SIDE: Record<IdPhotoSide, string> = { front: 'del frente', back: 'del reverso' };
// Not the schema's list: the dashboard loads no zod (docs/decisions/web-speed.md).
const SIDES: IdPhotoSide[] = ['front', 'back'];

/**
 * Staff's requests for a new ID photo, each its own card on the dashboard with the reason and
 * a way to answer (docs/product/profile-and-identity.md#asking-for-a-new-photo).
 */
export function PhotoRequestCards() {
  const { data } = useProfile();
  if (!data) return null;
  return SIDES.map((side) => {
    const reason = data.idPhotoRequests[side];
    if (!reason) return null;
    return (
      <Card key={side} className="border-warning" data-testid="photo-request">
        <CardContent className="grid gap-3 p-4">
          <div className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-text">
              <Camera className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold">Te pedimos una nueva foto {SIDE[side]}</h2>
              <p className="mt-1 text-sm wrap-break-word text-muted-foreground">
                <span className="font-medium text-foreground">Motivo:</span> {reason}
              </p>
            </div>
          </div>
          <Button asChild className="w-full">
            <Link href={paths.profile.getHref()}>Subir la foto {SIDE[side]}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  });
}
