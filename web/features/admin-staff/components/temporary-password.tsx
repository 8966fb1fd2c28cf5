import { CopyTextButton } from '@/admin-lib/copy-text-button';
import { Alert, AlertDescription } from '@/components/ui/alert';

interface TemporaryPasswordProps {
  username: string;
  password: string;
}

/** A one-time password, shown once for the owner to hand over. */
export function TemporaryPassword({ username, password }: TemporaryPasswordProps) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Contraseña temporal de <strong className="font-semibold">{username}</strong>:
      </p>
      <p
        data-testid="temporary-password"
        className="rounded-md bg-muted px-3 py-3 text-center font-mono text-xl font-semibold tracking-wide"
      >
        {password}
      </p>
      <CopyTextButton
        text={password}
        label="Copiar contraseña"
        copied="Contraseña copiada al portapapeles"
      />
      <Alert variant="info">
        <AlertDescription>
          Entrégala en persona o por un canal seguro. Vence en 72 horas y solo sirve para elegir una
          contraseña nueva al entrar. No se volverá a mostrar.
        </AlertDescription>
      </Alert>
    </div>
  );
}
