import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailOutboxStatus } from '@schemas/admin-mail';
import { adminRequest } from '@/lib/api-client';

/** Read again every minute: a mail waiting long enough shows up without a reload. */
export const MAIL_OUTBOX_INTERVAL_MS = 60_000;

export const fetchMailOutbox = () => adminRequest<MailOutboxStatus>('/api/admin/mail-outbox');

export const mailOutboxQuery = queryOptions({
  queryKey: ['/api/admin/mail-outbox'] as const,
  queryFn: fetchMailOutbox,
  refetchInterval: MAIL_OUTBOX_INTERVAL_MS,
});

export const useMailOutbox = () => useQuery(mailOutboxQuery);
