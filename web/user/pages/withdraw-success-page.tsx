import { CircleCheckBig, Mail } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '../route-paths';

/** /withdraw-success: the order is registered; staff will contact the user. */
export default function WithdrawSuccessPage() {
  // The server could not send the confirmation yet: it keeps retrying, and the user should know.
  const mailDelayed = paths.withdrawSuccess.isMailDelayed(useSearch());
  return (
    <AppLayout>
      <Card className="mt-4">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success-text">
            <CircleCheckBig className="size-9" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Orden Registrada Exitosamente</h1>
          <p className="max-w-sm text-muted-foreground">
            Tu orden de transferencia quedó registrada. Pronto nos pondremos en contacto contigo
            para continuar con el procedimiento de la cartera.
          </p>
          <p className="flex max-w-sm items-start gap-2 rounded-md bg-muted px-4 py-3 text-left text-sm">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {mailDelayed
              ? 'No pudimos enviarte la confirmación por correo en este momento; lo seguiremos intentando. Tu orden está registrada.'
              : 'Te enviaremos una confirmación por correo electrónico.'}
          </p>
          <div className="grid w-full max-w-sm gap-2 pt-2">
            <Button asChild size="lg">
              <Link href={paths.home.getHref()}>Volver al inicio</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href={paths.withdraw.getHref()}>Ver mis retiros</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </AppLayout>
  );
}
