import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { sendCodeInput, type SendCodeInput } from '@schemas/recovery';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSendCode } from '../api/send-code';
import { StepHeader } from './step-header';

interface EmailStepProps {
  /** Pre-filled when the person comes back from the code step to ask for a new code. */
  email: string;
  onSent: (email: string) => void;
}

export function EmailStep({ email, onSent }: EmailStepProps) {
  const id = useId();
  const send = useSendCode(onSent);
  const form = useForm<SendCodeInput>({
    resolver: zodResolver(sendCodeInput),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const empty = useWatch({ control: form.control, name: 'email' }).trim() === '';

  return (
    <Card>
      <StepHeader
        step="email"
        title="Recuperar contraseña"
        description="Escribe el correo de tu cuenta y te enviaremos un código de verificación de 6 dígitos."
      />
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
        >
          <Field label="Correo electrónico" htmlFor={`${id}-email`} error={errors.email?.message}>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              placeholder="tu@correo.com"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              {...form.register('email')}
            />
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={empty || send.isPending}
            pending={send.isPending}
            pendingLabel="Enviando código…"
          >
            Enviar código
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
