import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedViewsApi } from '@schemas/endpoint-paths';
import type { SavedView, SavedViewInput } from '@schemas/saved-views';
import type { SavedViewList } from '@schemas/saved-view-lists';
import { adminCall, queryKeyOf } from '@/lib/api-call';
import { toastError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** GET /api/admin/views?list=: one's own views and the shared ones. */
export const savedViewsQuery = (list: SavedViewList) =>
  queryOptions({
    queryKey: queryKeyOf(savedViewsApi.list, list),
    queryFn: ({ signal }) => adminCall(savedViewsApi.list, { query: { list }, signal }),
  });

export const useSavedViews = (list: SavedViewList) => useQuery(savedViewsQuery(list));

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedViewInput) => adminCall(savedViewsApi.create, { body: view }),
    onSuccess: (view) =>
      toast({ variant: 'success', title: 'Vista guardada', description: view.name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(savedViewsApi.list) }),
  });
}

export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedView) => adminCall(savedViewsApi.remove, { params: { id: view.id } }),
    onSuccess: (_, view) =>
      toast({ variant: 'success', title: 'Vista eliminada', description: view.name }),
    onError: (error) => toastError('No se pudo eliminar la vista', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(savedViewsApi.list) }),
  });
}
