import { useEffect } from 'react';
import { toastError } from '@/lib/api-client';

/** One destructive toast each time a read fails (queries have no onError of their own). */
export function useErrorToast(error: Error | null, title: string) {
  useEffect(() => {
    if (error) toastError(title, error);
  }, [error, title]);
}
