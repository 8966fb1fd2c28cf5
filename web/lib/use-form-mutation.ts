import { useState } from 'react';
import { errorMessage } from './api-client';
import { toast } from './toast';

/**
 * A form that sends one mutation: `send` clears the form's error and sends; success is said in a
 * toast, a refusal's message becomes the form's `error` (shown with FormError).
 */
export function useFormMutation<TVariables>(
  mutation: {
    mutate: (
      variables: TVariables,
      options: { onSuccess: () => void; onError: (error: Error) => void },
    ) => void;
  },
  success: { title: string; description: string },
) {
  const [error, setError] = useState<string>();
  const send = (variables: TVariables) => {
    setError(undefined);
    mutation.mutate(variables, {
      onSuccess: () => toast({ variant: 'success', ...success }),
      onError: (err) => setError(errorMessage(err)),
    });
  };
  return { error, setError, send };
}
