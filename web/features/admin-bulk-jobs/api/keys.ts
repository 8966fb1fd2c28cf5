/** Query keys of 'Tareas': the API path. */
export const bulkJobKeys = {
  all: ['/api/admin/bulk-jobs'] as const,
};
