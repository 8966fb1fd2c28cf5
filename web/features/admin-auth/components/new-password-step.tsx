import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  MIN_ADMIN_PASSWORD,
  newPasswordForm,
  type AdminSignInResult,
  type NewPasswordForm,
} from '@schemas/admin-sign-in';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toastError } from '@/lib/api-client';
import { useSubmitNewPassword } from '../api/sign-in-new-password';

interface NewPasswordStepProps {
  challenge: string;
  onNext: (result: AdminSignInResult) => void;
}

/** First sign-in with a one-time password: the person chooses their own before going on. */
export function NewPasswordStep({ challenge, onNext }: NewPasswordStepProps) {
  const id = useId();
  const submit = useSubmitNewPassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { newPassword: '', repeat: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ newPassword }) =>
        submit.mutate(
          { challenge, newPassword },
          {
            onSuccess: onNext,
            onError: (error) => toastError('No se pudo cambiar la contraseña', error),
          },
        ),
      )}
    >
      <Field
        label="Contraseña nueva"
        htmlFor={`${id}-new`}
        error={errors.newPassword?.message}
        hint={`Al menos ${MIN_ADMIN_PASSWORD} caracteres. Solo tú la conocerás.`}
      >
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          autoFocus
          aria-invalid={errors.newPassword ? true : undefined}
          {...form.register('newPassword')}
        />
      </Field>
      <Field label="Repite la contraseña" htmlFor={`${id}-repeat`} error={errors.repeat?.message}>
        <PasswordInput
          id={`${id}-repeat`}
          autoComplete="new-password"
          aria-invalid={errors.repeat ? true : undefined}
          {...form.register('repeat')}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={submit.isPending}
        pendingLabel="Guardando…"
      >
        Guardar y continuar
      </Button>
    </form>
  );
}
