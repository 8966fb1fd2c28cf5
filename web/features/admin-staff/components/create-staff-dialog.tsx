import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { CreateStaffInput, StaffWithPassword } from '@schemas/staff';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateStaff } from '../api/create-staff';
import { ROLE_DESCRIPTIONS, RoleSelect } from './role-select';
import { TemporaryPassword } from './temporary-password';

const check = lazyZodResolver(() => import('@schemas/staff').then((m) => m.createStaffInput));

/** 'Nuevo miembro': a username and a role; the answer is a one-time password, shown once. */
export function CreateStaffDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<StaffWithPassword>();
  const create = useCreateStaff();
  const form = useForm<CreateStaffInput>({
    resolver: check.resolver,
    defaultValues: { username: '', role: 'viewer' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) check.preload();
    else {
      setCreated(undefined);
      form.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Nuevo miembro
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? 'Miembro creado' : 'Nuevo miembro del personal'}</DialogTitle>
          <DialogDescription>
            {created
              ? 'Al entrar por primera vez elegirá su propia contraseña.'
              : 'Recibirá una contraseña temporal para su primer inicio de sesión.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <TemporaryPassword
              username={created.member.username}
              password={created.temporaryPassword}
            />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Listo</Button>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) =>
              create.mutate(values, { onSuccess: setCreated }),
            )}
          >
            <Field label="Usuario" htmlFor={`${id}-username`} error={errors.username?.message}>
              <Input
                id={`${id}-username`}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors.username ? true : undefined}
                {...form.register('username')}
              />
            </Field>
            <Field label="Rol" htmlFor={`${id}-role`} hint={ROLE_DESCRIPTIONS[role]}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <RoleSelect id={`${id}-role`} value={field.value} onChange={field.onChange} />
                )}
              />
            </Field>
            <DialogFooter>
              <Button type="submit" pending={create.isPending} pendingLabel="Creando…">
                Crear miembro
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
