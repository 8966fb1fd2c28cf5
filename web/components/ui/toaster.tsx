import { CircleAlert, CircleCheck } from 'lucide-react';
import { dismissToast, useToasts } from '@/lib/toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/** Renders the toasts raised with `toast()`; mount once per app. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, variant, open, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {variant === 'destructive' && (
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          )}
          {variant === 'success' && <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />}
          <div className="grid min-w-0 gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
