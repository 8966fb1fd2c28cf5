import { memo, useId } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import type { ChangePasswordForm, ChangePasswordInput } from '@schemas/account-password';
import { MIN_PASSWORD } from '@schemas/password-rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const check = lazyZodResolver(() =>
  import('@schemas/account-password').then((m) => m.changePasswordForm),
);

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', repeat: '' };

interface ChangePasswordFormProps {
  pending: boolean;
  /** Sends the change; calls `done` once it succeeded (the fields empty). */
  onChange: (input: ChangePasswordInput, done: () => void) => void;
}

/**
 * The current password, the new one twice, under the shared password rules
 * (docs/product/security.md#passwords): creditors on /profile and staff in 'Mi cuenta'.
 */
function ChangePasswordFields(props: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordForm>({
    resolver: check.resolver,
    defaultValues: EMPTY,
  });
  return <ChangePasswordBody form={form} {...props} />;
}

/** Memoised: useForm's render once mounted stops above it (docs/decisions/web-speed.md#forms-render-once-on-mount). */
const ChangePasswordBody = memo(function ChangePasswordBody({
  form,
  pending,
  onChange,
}: ChangePasswordFormProps & { form: UseFormReturn<ChangePasswordForm> }) {
  const id = useId();
  const { errors } = useFormState({ control: form.control });
  const field = (name: keyof ChangePasswordForm, autoComplete: string) => ({
    id: `${id}-${name}`,
    autoComplete,
    'aria-invalid': errors[name] ? true : undefined,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onFocus={check.preload}
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        onChange({ currentPassword, newPassword }, () => form.reset(EMPTY)),
      )}
    >
      <Field
        label="Contraseña actual"
        htmlFor={`${id}-currentPassword`}
        error={errors.currentPassword?.message}
      >
        <PasswordInput {...field('currentPassword', 'current-password')} />
      </Field>
      <Field
        label="Contraseña nueva"
        htmlFor={`${id}-newPassword`}
        error={errors.newPassword?.message}
        hint={`Al menos ${MIN_PASSWORD} caracteres; una frase que recuerdes sirve.`}
      >
        <PasswordInput {...field('newPassword', 'new-password')} />
      </Field>
      <Field
        label="Repite la contraseña nueva"
        htmlFor={`${id}-repeat`}
        error={errors.repeat?.message}
      >
        <PasswordInput {...field('repeat', 'new-password')} />
      </Field>
      <Button type="submit" pending={pending} pendingLabel="Guardando…">
        Cambiar contraseña
      </Button>
    </form>
  );
});

/** 'Cambiar contraseña' in a card; `description` says what becomes of the other sessions. */
export function ChangePasswordCard({
  description,
  change,
}: {
  description: string;
  change: {
    isPending: boolean;
    mutate: (input: ChangePasswordInput, options: { onSuccess: () => void }) => void;
  };
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cambiar contraseña</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordFields
          pending={change.isPending}
          onChange={(input, done) => change.mutate(input, { onSuccess: done })}
        />
      </CardContent>
    </Card>
  );
}
