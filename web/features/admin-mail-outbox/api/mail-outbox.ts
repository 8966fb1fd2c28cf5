import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMailApi } from '@schemas/endpoint-paths';
import { adminCall, queryKeyOf } from '@/lib/api-call';

/** Read again every minute: a mail waiting long enough shows up without a reload. */
export const MAIL_OUTBOX_INTERVAL_MS = 60_000;

export const fetchMailOutbox = () => adminCall(adminMailApi.outbox);

export const mailOutboxQuery = queryOptions({
  queryKey: queryKeyOf(adminMailApi.outbox),
  queryFn: fetchMailOutbox,
  refetchInterval: MAIL_OUTBOX_INTERVAL_MS,
});

export const useMailOutbox = () => useQuery(mailOutboxQuery);
