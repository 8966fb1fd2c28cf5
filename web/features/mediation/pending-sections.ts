import {
  FileText,
  IdCard,
  MessageSquareReply,
  PenLine,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { PendingKind } from '@schemas/mediation-case';

/**
 * Where each pending thing of the creditor's case is done on /mediacion, and its sign; shared by
 * the screen's list and the dashboard's cards (which load no zod: docs/decisions/web-speed.md).
 */
export const SECTION_IDS = {
  documents: 'documentos',
  disputes: 'saldos',
  agreement: 'acuerdo',
} as const;

export const PENDING_ICONS: Record<PendingKind, LucideIcon> = {
  profile: UserRound,
  'id-photo': IdCard,
  documents: FileText,
  'dispute-reply': MessageSquareReply,
  agreement: PenLine,
};
