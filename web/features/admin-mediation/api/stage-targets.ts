import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StageTargets, StageTargetsInput } from '@schemas/mediation-board';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys, refreshAfterTargetChange } from './keys';

export const fetchStageTargets = () => adminRequest<StageTargets>('/api/admin/stage-targets');

export const stageTargetsQuery = queryOptions({
  queryKey: mediationKeys.targets,
  queryFn: fetchStageTargets,
});

export const useStageTargets = (enabled = true) => useQuery({ ...stageTargetsQuery, enabled });

export const saveStageTargets = (input: StageTargetsInput) =>
  adminRequest<StageTargets>('/api/admin/stage-targets', { method: 'PUT', body: input });

/** An owner's 'Plazos por etapa'; what is overdue is read again. The caller shows the toasts. */
export function useSaveStageTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStageTargets,
    onSuccess: (saved) => {
      queryClient.setQueryData(mediationKeys.targets, saved);
      refreshAfterTargetChange(queryClient);
    },
  });
}
