import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { dismissToast, dismissToastsOutside, useToasts } from '@/lib/toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/** Renders the toasts raised with `toast()`, each until its screen is left; mount once per app. */
export function Toaster() {
  const toasts = useToasts();
  const [location] = useLocation();
  useEffect(() => dismissToastsOutside(window.location.pathname), [location]);
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
