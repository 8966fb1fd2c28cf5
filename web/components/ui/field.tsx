import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FieldProps {
  label: ReactNode;
  /** id of the control inside; the label and error message point at it. */
  htmlFor: string;
  /** Validation message shown under the control (e.g. from react-hook-form's errors). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint/error, spaced on the 4 px grid. Give the control aria-invalid. */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p
          id={`${htmlFor}-error`}
          role="alert"
          className="text-sm font-medium text-destructive-text"
        >
          {error}
        </p>
      ) : (
        hint && <p className="text-sm text-muted-foreground">{hint}</p>
      )}
    </div>
  );
}
