import { useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { LazyZodCheck } from '@/lib/lazy-zod-resolver';

/** What a sign-in form sends: an identifier (e-mail, username…) and a password. */
export type Credentials<Name extends string> = Record<Name, string> & { password: string };

export interface CredentialsFormProps<Name extends string> {
  /** The shared zod schema the server checks too (schemas/auth.ts, schemas/admin.ts), loaded lazily. */
  check: LazyZodCheck<Credentials<Name>>;
  identifier: { name: Name; label: string; type?: 'email' | 'text'; placeholder?: string };
  submitLabel: ReactNode;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (credentials: Credentials<Name>) => void;
  /** One alert above the fields when any is invalid, instead of a message under each. */
  invalidSummary?: string;
  /** Under the submit button (e.g. the password recovery link). */
  footer?: ReactNode;
}

/**
 * The identifier + password form of both sign-in screens (the user's /auth and the admin's
 * login); each screen keeps its own frame and texts, and decides what a successful submit does.
 */
export function CredentialsForm<Name extends string>({
  check,
  identifier,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  invalidSummary,
  footer,
}: CredentialsFormProps<Name>) {
  type Values = Credentials<Name>;
  const id = useId();
  const form = useForm<Values>({
    resolver: check.resolver,
    defaultValues: { [identifier.name]: '', password: '' } as DefaultValues<Values>,
  });
  const { errors } = form.formState;
  const identifierError = errors[identifier.name]?.message as string | undefined;
  const passwordError = errors.password?.message as string | undefined;
  const email = identifier.type === 'email';

  return (
    <form
      noValidate
      className="grid gap-4"
      onFocus={check.preload}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {invalidSummary && (identifierError || passwordError) && (
        <Alert variant="destructive">
          <AlertDescription>{invalidSummary}</AlertDescription>
        </Alert>
      )}
      <Field
        label={identifier.label}
        htmlFor={`${id}-identifier`}
        error={invalidSummary ? undefined : identifierError}
      >
        <Input
          id={`${id}-identifier`}
          type={email ? 'email' : 'text'}
          inputMode={email ? 'email' : undefined}
          autoComplete="username"
          autoCapitalize="none"
          placeholder={identifier.placeholder}
          aria-invalid={identifierError ? true : undefined}
          {...form.register(identifier.name as unknown as Path<Values>)}
        />
      </Field>
      <Field
        label="Contraseña"
        htmlFor={`${id}-password`}
        error={invalidSummary ? undefined : passwordError}
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          {...form.register('password' as Path<Values>)}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
