import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Profile } from '@schemas/profile';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const blank = (value: string | null) => (value ?? '').trim() === '';

/** What still keeps the profile incomplete (docs/product/profile-and-identity.md#complete-profile), in the words the screen uses. */
function missingParts(profile: Profile): string[] {
  const parts: [string | null, string][] = [
    [profile.fullName, 'nombre completo'],
    [profile.cellphone, 'teléfono celular'],
    [profile.idPhotoFront, 'foto frontal'],
    [profile.idPhotoBack, 'foto trasera'],
  ];
  return parts.filter(([value]) => blank(value)).map(([, label]) => label);
}

export function ProfileStatus({ profile }: { profile: Profile }) {
  const missing = missingParts(profile);
  if (missing.length === 0) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertTitle>Tu perfil está completo</AlertTitle>
        <AlertDescription>Ya tienes acceso a todas las funciones.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      <CircleAlert aria-hidden />
      <AlertTitle>Completa tu perfil</AlertTitle>
      <AlertDescription>Falta: {missing.join(', ')}.</AlertDescription>
    </Alert>
  );
}
