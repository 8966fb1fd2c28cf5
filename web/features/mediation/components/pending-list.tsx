import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CaseDispute, PendingItem } from '@schemas/mediation-case';
import { Button } from '@/components/ui/button';
import { paths } from '@/user/route-paths';
import { useMarkRepliesRead } from '../api/read-dispute-reply';
import { PENDING_ICONS, SECTION_IDS } from '../pending-sections';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-input bg-card px-4 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function ReadReplyButton({ disputes }: { disputes: CaseDispute[] }) {
  const markRead = useMarkRepliesRead();
  const onClick = () => {
    document.getElementById(SECTION_IDS.disputes)?.scrollIntoView({ behavior: 'smooth' });
    markRead(disputes);
  };
  return (
    <Button variant="outline" size="sm" className="h-11" onClick={onClick}>
      Leer respuesta
    </Button>
  );
}

/** The action that resolves one pending thing. */
function PendingAction({ item, disputes }: { item: PendingItem; disputes: CaseDispute[] }) {
  const to = (href: string, label: string): ReactNode => (
    <Link href={href} className={linkClass}>
      {label}
    </Link>
  );
  switch (item.kind) {
    case 'profile':
      return to(paths.profile.getHref(), 'Completar perfil');
    case 'id-photo':
      return to(paths.profile.getHref(), 'Subir foto');
    case 'documents':
      return (
        <a href={`#${SECTION_IDS.documents}`} className={linkClass}>
          Revisar documentos
        </a>
      );
    case 'dispute-reply':
      return <ReadReplyButton disputes={disputes} />;
    case 'agreement':
      return (
        <a href={`#${SECTION_IDS.agreement}`} className={linkClass}>
          Firmar acuerdo
        </a>
      );
  }
}

/** What is pending from the creditor, each with its button; says so when nothing is. */
export function PendingList({
  items,
  disputes,
}: {
  items: PendingItem[];
  disputes: CaseDispute[];
}) {
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-success-text">
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        No tienes nada pendiente
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Pendientes">
      {items.map((item) => {
        const Icon = PENDING_ICONS[item.kind];
        return (
          <li
            key={`${item.kind}-${item.text}`}
            className="grid gap-3 rounded-md border border-warning/40 bg-warning-soft p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            data-testid="pending-item"
          >
            <p className="flex gap-2 text-sm text-warning-text">
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span className="wrap-break-word">{item.text}</span>
            </p>
            <PendingAction item={item} disputes={disputes} />
          </li>
        );
      })}
    </ul>
  );
}
