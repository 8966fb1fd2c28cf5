import { Link } from 'wouter';
import type { PendingKind } from '@schemas/mediation-case';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { useMediationCase } from '../api/mediation-case';
import { PENDING_ICONS, SECTION_IDS } from '../pending-sections';

/**
 * The card of each kind of pending thing of the case; the profile's own (name, phone, ID photos)
 * are the profile feature's cards on the same dashboard.
 */
const CARDS: Partial<Record<PendingKind, { title: string; action: string; section: string }>> = {
  documents: {
    title: 'Tienes documentos por revisar',
    action: 'Revisar documentos',
    section: SECTION_IDS.documents,
  },
  'dispute-reply': {
    title: 'Respondimos tu desacuerdo',
    action: 'Leer respuesta',
    section: SECTION_IDS.disputes,
  },
  agreement: {
    title: 'Tu acuerdo está listo para firmar',
    action: 'Firmar acuerdo',
    section: SECTION_IDS.agreement,
  },
};

/**
 * What the creditor's case waits for, each its own card on the dashboard with the reason and a
 * button to where it is done on /mediacion (docs/product/creditor-case.md#on-the-dashboard). The
 * items are the server's (GET /api/mediation's `pending`), never worked out again here.
 */
export function CasePendingCards() {
  const { data } = useMediationCase();
  if (!data?.invited) return null;
  return data.pending.map((item) => {
    const card = CARDS[item.kind];
    if (!card) return null;
    const Icon = PENDING_ICONS[item.kind];
    return (
      <Card key={`${item.kind}-${item.text}`} className="border-warning" data-testid="case-pending">
        <CardContent className="grid gap-3 p-4">
          <div className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-text">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold">{card.title}</h2>
              <p className="mt-1 text-sm wrap-break-word text-muted-foreground">{item.text}</p>
            </div>
          </div>
          <Button asChild className="w-full">
            <Link href={`${paths.mediation.getHref()}#${card.section}`}>{card.action}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  });
}
