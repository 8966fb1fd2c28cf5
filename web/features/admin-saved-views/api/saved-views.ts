import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewInput, SavedViewListAnswer } from '@schemas/saved-views';
import type { SavedViewList } from '@schemas/saved-view-lists';
import { adminRequest, toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/admin/views?list=: one's own views and the shared ones. */
export const savedViewsQuery = (list: SavedViewList) =>
  queryOptions({
    queryKey: ['/api/admin/views', list] as const,
    queryFn: ({ signal }) =>
      adminRequest<SavedViewListAnswer>(`/api/admin/views?list=${list}`, { signal }),
  });

export const useSavedViews = (list: SavedViewList) => useQuery(savedViewsQuery(list));

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedViewInput) =>
      adminRequest<SavedView>('/api/admin/views', { method: 'POST', body: view }),
    onSuccess: (view) =>
      toast({ variant: 'success', title: 'Vista guardada', description: view.name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/views'] }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedView) =>
      adminRequest(`/api/admin/views/${view.id}`, { method: 'DELETE' }),
    onSuccess: (_, view) =>
      toast({ variant: 'success', title: 'Vista eliminada', description: view.name }),
    onError: (error) => toastError('No se pudo eliminar la vista', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/views'] }),
  });
}
