import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMediationApi } from '@schemas/endpoint-paths';
import { adminCall } from '@/lib/api-call';
import type { CaseNoteInput } from '@schemas/mediation';
import { mediationKeys } from './keys';

export const addCaseNote = (userId: string, input: CaseNoteInput) =>
  adminCall(adminMediationApi.addNote, { params: { userId }, body: input });

export function useAddCaseNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseNoteInput) => addCaseNote(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediationKeys.timeline(userId) }),
  });
}
