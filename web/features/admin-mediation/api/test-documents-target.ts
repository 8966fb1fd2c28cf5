import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestDocumentsTarget } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';

export const testDocumentsTargetQuery = queryOptions({
  queryKey: ['/api/admin/test-docs-email'] as const,
  queryFn: () => adminRequest<TestDocumentsTarget>('/api/admin/test-docs-email'),
});

/** Where the test documents would go, read when the confirmation opens. */
export const useTestDocumentsTarget = (enabled: boolean) =>
  useQuery({ ...testDocumentsTargetQuery, enabled });
