import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/user/route-paths';
import { useProfileIncomplete } from '../api/profile';

/** Blinks while the profile lacks a full name, phone or either ID photo (SPEC §5). */
export function ProfileWarning() {
  if (!useProfileIncomplete()) return null;
  return (
    // The sign blinks, not the text: dimmed text would fall below AA contrast half the time.
    <Alert variant="warning">
      <TriangleAlert aria-hidden className="animate-blink" />
      <AlertTitle>Necesitas completar tu perfil para acceder a todas las funciones</AlertTitle>
      <AlertDescription>
        <Link
          href={paths.profile.getHref()}
          className="-my-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          Completar mi perfil
        </Link>
      </AlertDescription>
    </Alert>
  );
}
