import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseNoteInput, TimelineEntry } from '@schemas/mediation';
import { adminRequest } from '@/lib/api-client';
import { mediationKeys } from './keys';

export const addCaseNote = (userId: string, input: CaseNoteInput) =>
  adminRequest<TimelineEntry>(`/api/admin/mediation-notes/${userId}`, {
    method: 'POST',
    body: input,
  });

export function useAddCaseNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseNoteInput) => addCaseNote(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediationKeys.timeline(userId) }),
  });
}
