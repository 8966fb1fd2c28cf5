import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useParams } from 'wouter';
import { PublicLayout } from '@/components/layout/public-layout';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useVerification } from '@/features/verification/api/verify';
import { FileCheck } from '@/features/verification/components/file-check';

/** /verificar/:code: anyone holding a signed document checks it, without signing in. */
export default function VerifyPage() {
  const { code = '' } = useParams<{ code: string }>();
  const query = useVerification(code);
  return (
    <PublicLayout screen="Verificar documento">
      <Card>
        <CardContent className="grid gap-4 px-4 py-6 sm:px-5">
          <h1 className="text-lg font-semibold">Verificar documento</h1>
          {query.isPending ? (
            <Spinner label="Buscando el documento…" showLabel />
          ) : query.isError ? (
            <p className="text-sm" role="status">
              {query.error instanceof ApiError && query.error.status === 404
                ? `No encontramos ningún documento con el código ${code}. Revisa que lo escribiste igual que aparece bajo el código QR.`
                : 'No pudimos consultar el documento. Intenta de nuevo en un momento.'}
            </p>
          ) : (
            <>
              <p
                className={`flex items-center gap-2 font-semibold ${query.data.valid ? 'text-success-text' : 'text-destructive-text'}`}
              >
                {query.data.valid ? (
                  <ShieldCheck className="size-5 shrink-0" aria-hidden />
                ) : (
                  <ShieldAlert className="size-5 shrink-0" aria-hidden />
                )}
                {query.data.valid
                  ? 'Documento válido'
                  : `Documento ${query.data.status.toLowerCase()}`}
              </p>
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">Documento</dt>
                  <dd className="font-semibold">{query.data.title}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Emitido</dt>
                  <dd>{formatDateTime(query.data.issuedAt, 'mexico')}</dd>
                </div>
                {query.data.signedAt && (
                  <div>
                    <dt className="text-muted-foreground">Firmado</dt>
                    <dd>{formatDateTime(query.data.signedAt, 'mexico')}</dd>
                  </div>
                )}
                <div>
                  <dt className="text-muted-foreground">Firmante</dt>
                  <dd>{query.data.signerMasked}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Huella SHA-256 del archivo firmado</dt>
                  <dd className="font-mono text-xs break-all">{query.data.sha256}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Código</dt>
                  <dd className="font-mono">{code}</dd>
                </div>
              </dl>
              <FileCheck sha256={query.data.sha256} />
            </>
          )}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
