import { BadgeCheck, ShieldCheck } from 'lucide-react';
import type { AdminUser } from '@schemas/admin-detail';
import { Button } from '@/components/ui/button';
import { useUnverifyUser } from '../api/unverify-user';
import { useVerifyUser } from '../api/verify-user';

/** 'Verificación de Identidad': staff compare the names, then verify (or take it back). */
export function IdentityVerification({ user }: { user: AdminUser }) {
  const verify = useVerifyUser();
  const unverify = useUnverifyUser();
  return (
    <section
      aria-labelledby="identity-heading"
      className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-muted/50 p-4"
    >
      <h3 id="identity-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden />
        Verificación de Identidad
      </h3>
      <p className="text-sm text-muted-foreground">
        Confirma que el nombre del perfil coincide con el nombre que aparece en la identificación.
      </p>
      <p className="text-sm">
        Nombre en el perfil: <span className="font-semibold">{user.fullName || '—'}</span>
      </p>
      {user.verified ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 font-semibold text-success-text">
            <BadgeCheck className="size-5" aria-hidden />
            Verificado por Admin
          </span>
          <Button
            variant="outline"
            pending={unverify.isPending}
            pendingLabel="Removiendo..."
            onClick={() => unverify.mutate(user.id)}
          >
            Remover Verificación
          </Button>
        </div>
      ) : (
        <Button
          className="justify-self-start"
          pending={verify.isPending}
          pendingLabel="Verificando..."
          onClick={() => verify.mutate(user.id)}
        >
          <BadgeCheck aria-hidden />
          Verificar Identidad
        </Button>
      )}
    </section>
  );
}
