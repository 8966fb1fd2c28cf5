import { Download, TriangleAlert } from 'lucide-react';
import { CopyTextButton } from '@/admin-lib/copy-text-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface RecoveryCodesProps {
  codes: string[];
  onContinue: () => void;
  continueLabel: string;
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'codigos-de-recuperacion.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once right after enrolment. */
export function RecoveryCodes({ codes, onContinue, continueLabel }: RecoveryCodesProps) {
  const text = codes.join('\n');
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden />
        <AlertDescription>
          Guárdalos en un lugar seguro: si pierdes tu teléfono, cada código te deja entrar una vez.
          No se volverán a mostrar.
        </AlertDescription>
      </Alert>
      <ol
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm font-semibold tabular-nums"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="grid grid-cols-2 gap-2">
        <CopyTextButton text={text} label="Copiar" copied="Códigos copiados al portapapeles" />
        <Button type="button" variant="outline" onClick={() => download(text)}>
          <Download aria-hidden />
          Descargar
        </Button>
      </div>
      <Button type="button" size="lg" className="w-full" onClick={onContinue}>
        {continueLabel}
      </Button>
    </div>
  );
}
