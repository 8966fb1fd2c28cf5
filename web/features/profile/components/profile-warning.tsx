import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PROFILE_REQUIRED } from '@schemas/withdrawal-status';
import { paths } from '@/user/route-paths';
import { useProfileIncomplete } from '../api/profile';

/** Blinks while the profile lacks a full name, phone or either ID photo (docs/product/profile-and-identity.md#complete-profile). */
export function ProfileWarning() {
  if (!useProfileIncomplete()) return null;
  return (
    // The sign blinks, not the text: dimmed text would fall below AA contrast half the time.
    <Alert variant="warning">
      <TriangleAlert aria-hidden className="animate-blink" />
      <AlertTitle>{PROFILE_REQUIRED}</AlertTitle>
      <AlertDescription>
        <p>
          Para retirar necesitas tu nombre completo, tu teléfono y las dos fotos de tu
          identificación.
        </p>
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
