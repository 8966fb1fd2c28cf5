import {
  BadgeCheck,
  FileSignature,
  FileX,
  PenLine,
  ArrowRight,
  BellRing,
  FileText,
  MessageSquareReply,
  Scale,
  Undo2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { CreditorTimelineEntry } from '@schemas/mediation-case';
import { LocalDateTime } from '@/components/local-time';

const ICONS: Record<CreditorTimelineEntry['kind'], LucideIcon> = {
  invited: UserPlus,
  moved: ArrowRight,
  'moved-back': Undo2,
  documents: FileText,
  'dispute-opened': Scale,
  'dispute-answered': MessageSquareReply,
  reminder: BellRing,
  'agreement-issued': FileSignature,
  'agreement-signed': PenLine,
  'agreement-declined': FileX,
  settled: BadgeCheck,
};

/** What happened in the creditor's case, newest first. */
export function CaseTimeline({ entries }: { entries: CreditorTimelineEntry[] }) {
  return (
    <ol className="grid" aria-label="Historial de tu caso">
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        return (
          <li key={entry.id} className="flex gap-3 pb-4 last:pb-0" data-testid="case-event">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 pt-1">
              <p className="text-sm font-semibold wrap-break-word">{entry.title}</p>
              {entry.detail && (
                <p className="mt-0.5 text-sm wrap-break-word whitespace-pre-line">{entry.detail}</p>
              )}
              <p className="mt-0.5 text-xs text-muted-foreground">
                <LocalDateTime iso={entry.at} />
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
