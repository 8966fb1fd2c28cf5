import { ShieldCheck } from 'lucide-react';
import type { Profile } from '@schemas/profile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IdPhotoSlot } from './id-photo-slot';

/** The official ID: front and back, with the encryption claim (true: AES-256-GCM at rest). */
export function IdDocumentCard({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle>Identificación oficial</CardTitle>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary">
            <ShieldCheck className="size-4" aria-hidden />
            Cifrado AES 256-Bit
          </span>
        </div>
        <CardDescription>
          Sube una foto clara del frente y del reverso de tu INE o pasaporte. Una vez guardadas no
          se pueden cambiar, salvo que te pidamos una nueva.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <IdPhotoSlot
          side="front"
          saved={profile.idPhotoFront}
          request={profile.idPhotoRequests.front}
        />
        <IdPhotoSlot
          side="back"
          saved={profile.idPhotoBack}
          request={profile.idPhotoRequests.back}
        />
      </CardContent>
    </Card>
  );
}
