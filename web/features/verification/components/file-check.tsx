import { CircleCheck, CircleX, FileSearch } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { sha256OfFile } from '../api/verify';

type Outcome = { same: boolean; name: string } | undefined;

/** Chooses a PDF and says whether it is exactly the verified document (hash in the browser). */
export function FileCheck({ sha256 }: { sha256: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setOutcome(undefined);
    setOutcome({ same: (await sha256OfFile(file)) === sha256, name: file.name });
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm font-semibold">Comprueba tu archivo PDF</p>
      <label
        htmlFor="check-file"
        className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        <FileSearch className="size-4" aria-hidden />
        Elegir archivo PDF
        <input
          id="check-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Comprueba tu archivo PDF"
          onChange={(e) => void onChange(e)}
          className="sr-only"
        />
      </label>
      <p className="text-xs text-muted-foreground">
        El archivo no sale de tu dispositivo: calculamos su huella aquí mismo.
      </p>
      {outcome && (
        <p
          role="status"
          className={`flex items-start gap-2 text-sm font-medium ${outcome.same ? 'text-success-text' : 'text-destructive-text'}`}
        >
          {outcome.same ? (
            <CircleCheck className="size-5 shrink-0" aria-hidden />
          ) : (
            <CircleX className="size-5 shrink-0" aria-hidden />
          )}
          <span className="wrap-break-word">
            {outcome.same
              ? `«${outcome.name}» es exactamente este documento.`
              : `«${outcome.name}» no es este documento: su contenido es distinto o fue modificado.`}
          </span>
        </p>
      )}
    </div>
  );
}
