import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/user/route-paths';
import { useProfileIncomplete } from '../api/profile';

/** Blinks while the profile lacks a full name, phone or either ID photo (SPEC §5). */
export function ProfileWarning() {
  if (!useProfileIncomplete()) return null;
  return (
    <Alert variant="warning" className="animate-blink">
      <TriangleAlert aria-hidden />
      <AlertTitle>Necesitas completar tu perfil para acceder a todas las funciones</AlertTitle>
      <AlertDescription>
        <Link href={paths.profile.getHref()} className="font-semibold underline underline-offset-2">
          Completar mi perfil
        </Link>
      </AlertDescription>
    </Alert>
  );
}
