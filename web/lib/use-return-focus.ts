import { useLayoutEffect, useRef } from 'react';

/**
 * A dialog opened by state (not from a Radix trigger) gives focus back to what opened it (a list
 * row, a button) when it closes: pass the result as `onCloseAutoFocus`. The element is noted as
 * the dialog opens, before Radix moves focus into it.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
    opener.current = null;
  };
}
