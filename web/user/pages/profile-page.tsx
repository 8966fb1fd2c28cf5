import { AppLayout } from '@/components/layout/app-layout';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CreditorPasswordCard } from '@/features/account/components/creditor-password-card';
import { RecentActivity } from '@/features/account-activity/components/recent-activity';
import { useProfile } from '@/features/profile/api/profile';
import { IdDocumentCard } from '@/features/profile/components/id-document-card';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { BalancesExplained } from '@/features/wallets/components/balances-explained';
import { ProfileStatus } from '@/features/profile/components/profile-status';
import { errorMessage } from '@/lib/api-client';
import { paths } from '../route-paths';

function ProfileContent() {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner label="Cargando perfil…" showLabel />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>No se pudo cargar tu perfil</AlertTitle>
        <AlertDescription className="grid gap-3">
          <span>{errorMessage(profile.error)}</span>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-5">
      <ProfileStatus profile={profile.data} />
      <PersonalInfoForm profile={profile.data} />
      <IdDocumentCard profile={profile.data} />
      <CreditorPasswordCard />
      <RecentActivity />
      <section aria-labelledby="profile-help" className="grid gap-3">
        <h2 id="profile-help" className="text-lg font-semibold">
          Ayuda
        </h2>
        <BalancesExplained />
      </section>
    </div>
  );
}

export default function ProfilePage() {
  return (
    <AppLayout
      title="Perfil de Usuario"
      description="Tus datos personales, tu identificación oficial y tu contraseña."
      back={{ href: paths.home.getHref(), label: 'Volver al inicio' }}
    >
      <ProfileContent />
    </AppLayout>
  );
}
