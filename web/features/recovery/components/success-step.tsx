import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/user/route-paths';
import { StepHeader } from './step-header';

export function SuccessStep({ email }: { email: string }) {
  return (
    <Card>
      <StepHeader
        step="success"
        title="Contraseña restablecida"
        description="Tu nueva contraseña ha sido enviada a tu correo."
      />
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-3 rounded-md bg-success-soft p-4 text-sm text-success-text">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="grid min-w-0 gap-1">
            <p>Enviamos tu nueva contraseña a</p>
            <p className="font-semibold wrap-anywhere">{email}</p>
            <p className="mt-1">
              Inicia sesión con ella. Por seguridad cerramos todas tus sesiones abiertas.
            </p>
            {/* docs/product/payout-safety.md#payout-freeze: the e-mail and /withdraw say until when. */}
            <p className="mt-1">
              También por seguridad, por un tiempo no podrás retirar: el correo y la pantalla
              Retirar te dicen a partir de cuándo.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href={paths.auth.getHref()}>Ir a iniciar sesión</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
