import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import type { StageTargetsInput } from '@schemas/mediation-board';
import { mediationKeys, refreshAfterTargetChange } from './keys';

export const fetchStageTargets = () => adminCall(adminMediationApi.targets);

export const stageTargetsQuery = queryOptions({
  queryKey: mediationKeys.targets,
  queryFn: fetchStageTargets,
});

export const useStageTargets = (enabled = true) => useQuery({ ...stageTargetsQuery, enabled });

export const saveStageTargets = (input: StageTargetsInput) =>
  adminCall(adminMediationApi.setTargets, { body: input });

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
