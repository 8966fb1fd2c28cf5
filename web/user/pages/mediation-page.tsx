import { useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { InvitedCase } from '@schemas/mediation-case';
import { AppLayout } from '@/components/layout/app-layout';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { mediationCaseQuery, useMediationCase } from '@/features/mediation/api/mediation-case';
import { useMarkRepliesRead } from '@/features/mediation/api/read-dispute-reply';
import { AgreementSection } from '@/features/mediation/components/agreement-section';
import { CaseDocuments } from '@/features/mediation/components/case-documents';
import { CaseTimeline } from '@/features/mediation/components/case-timeline';
import { PendingList } from '@/features/mediation/components/pending-list';
import { SECTION_IDS } from '@/features/mediation/pending-sections';
import { StageTracker } from '@/features/mediation/components/stage-tracker';
import { WalletBalances } from '@/features/mediation/components/wallet-balances';
import { useWallets } from '@/features/wallets/api/wallets';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { paths } from '../route-paths';

/** The server marks a document reviewed while it serves it; read the case again after that. */
const REREAD_AFTER_OPEN_MS = 1500;

function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="px-4 py-5 sm:px-5">{children}</CardContent>
    </Card>
  );
}

function NotInvited() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-5 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Scale className="size-6" aria-hidden />
        </span>
        <p className="font-semibold">No tienes un proceso de mediación activo</p>
        <p className="text-sm text-muted-foreground">
          Si te invitamos a uno, te avisaremos por correo y lo verás aquí.
        </p>
        <Link
          href={paths.home.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          Volver a mis carteras
        </Link>
      </CardContent>
    </Card>
  );
}

function InvitedCaseView({ data }: { data: InvitedCase }) {
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const current = data.stages.find((s) => s.id === data.stage)!;
  const reread = () =>
    setTimeout(() => void queryClient.invalidateQueries(mediationCaseQuery), REREAD_AFTER_OPEN_MS);
  const markRepliesRead = useMarkRepliesRead();
  // Arriving from a dashboard card ('/mediacion#saldos'): the answers are on screen, so read.
  useScrollToHash((id) => {
    if (id === SECTION_IDS.disputes) markRepliesRead(data.disputes);
  });
  return (
    <div className="grid grid-cols-1 gap-5">
      <Section title="Lo que necesitamos de ti">
        <PendingList items={data.pending} disputes={data.disputes} />
      </Section>
      <AgreementSection id={SECTION_IDS.agreement} />
      <Section title="Etapas" description={`Tu caso está en ${current.label}.`}>
        <StageTracker stages={data.stages} current={data.stage} />
      </Section>
      <Section
        id={SECTION_IDS.documents}
        title="Documentos"
        description="Ábrelos o descárgalos cuando quieras. La huella SHA-256 identifica cada archivo."
      >
        <CaseDocuments documents={data.documents} onOpened={reread} />
      </Section>
      <Section
        id={SECTION_IDS.disputes}
        title="Saldos de tus carteras"
        description="Si un saldo del estado de tus carteras no es correcto, indícalo antes de firmar."
      >
        {wallets.isError ? (
          <LoadError
            title="No se pudieron cargar tus carteras"
            onRetry={() => void wallets.refetch()}
          />
        ) : wallets.isPending ? (
          <Spinner label="Cargando carteras…" showLabel />
        ) : (
          <WalletBalances
            wallets={wallets.data}
            disputes={data.disputes}
            closedReason={data.disputesClosedReason}
          />
        )}
      </Section>
      <Section title="Historial">
        <CaseTimeline entries={data.timeline} />
      </Section>
    </div>
  );
}

/** /mediacion: 'Mi proceso de mediación' (docs/product/creditor-case.md#the-case-screen). */
export default function MediationPage() {
  const mediation = useMediationCase();
  return (
    <AppLayout
      title="Mi proceso de mediación"
      description="Dónde está tu caso, qué necesitamos de ti y tus documentos."
      back={{ href: paths.home.getHref(), label: 'Volver al inicio' }}
    >
      {mediation.isPending ? (
        <div className="flex justify-center py-16 text-muted-foreground">
          <Spinner label="Cargando tu proceso…" showLabel />
        </div>
      ) : mediation.isError ? (
        <LoadError
          title="No se pudo cargar tu proceso de mediación"
          onRetry={() => void mediation.refetch()}
        />
      ) : mediation.data.invited ? (
        <InvitedCaseView data={mediation.data} />
      ) : (
        <NotInvited />
      )}
    </AppLayout>
  );
}
