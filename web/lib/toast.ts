import { useSyncExternalStore, type ReactNode } from 'react';

/** docs/product/user-app.md#toasts: one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  /** Auto-close after this many ms (the toaster's default is 5000). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  /** The screen (path) it was raised on: it belongs to that screen and leaves with it. */
  path: string;
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function reduce(state: ToastItem[], action: Action): ToastItem[] {
  switch (action.type) {
    case 'ADD_TOAST':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE_TOAST':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'DISMISS_TOAST':
      return state.map((t) =>
        action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
      );
    case 'REMOVE_TOAST':
      return action.toastId === undefined ? [] : state.filter((t) => t.id !== action.toastId);
  }
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: Action) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId ? [action.toastId] : toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  toasts = reduce(toasts, action);
  listeners.forEach((listener) => listener());
}

/** Shows a toast (replacing the one on screen); returns controls to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const path = window.location.pathname;
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true, path } });
  return {
    id,
    update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
  };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/**
 * A toast tells about something on one screen (a wrong address, failed credentials): once the
 * person is on another screen it no longer applies, so it is dismissed (the Toaster calls this
 * on every navigation).
 */
export function dismissToastsOutside(path: string) {
  toasts.filter((t) => t.open && t.path !== path).forEach((t) => dismissToast(t.id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts to render (used by the Toaster). */
const getToasts = () => toasts;

export function useToasts(): ToastItem[] {
  // The same on the server (where no toast is ever raised) and while a page hydrates.
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
