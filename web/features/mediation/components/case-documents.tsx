import { Download, ExternalLink, FileText } from 'lucide-react';
import type { CaseDocument } from '@schemas/mediation-case';
import { LocalDateTime } from '@/components/local-time';
import { Badge } from '@/components/ui/badge';
import { formatFileSize } from '@/lib/format';
import { documentHref } from '../api/mediation-case';

const action =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:flex-none';

interface CaseDocumentsProps {
  documents: CaseDocument[];
  /** Called when one is opened or downloaded (the server marks it reviewed). */
  onOpened: () => void;
}

/** The creditor's documents: title, date, size and fingerprint; open in a tab or download. */
export function CaseDocuments({ documents, onOpened }: CaseDocumentsProps) {
  if (documents.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aún no hay documentos. Te avisaremos por correo cuando te los enviemos.
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Documentos">
      {documents.map((doc) => (
        <li
          key={doc.id}
          className="grid gap-3 rounded-md border border-border p-3"
          data-testid="case-document"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
              <FileText className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="wrap-break-word">{doc.title}</span>
                {doc.openedAt ? (
                  <Badge variant="success">Revisado</Badge>
                ) : (
                  <Badge variant="warning">Sin abrir</Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                <LocalDateTime iso={doc.createdAt} /> · PDF, {formatFileSize(doc.size)}
              </p>
              <p className="text-xs text-muted-foreground">
                Referencia <span className="font-mono">{doc.reference}</span>
              </p>
              <p className="font-mono text-xs break-all text-muted-foreground">
                <span className="font-sans">SHA-256: </span>
                {doc.sha256}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={documentHref(doc.id, 'inline')}
              target="_blank"
              rel="noopener"
              className={action}
              onClick={onOpened}
              aria-label={`Abrir ${doc.title}`}
            >
              <ExternalLink className="size-4" aria-hidden />
              Abrir
            </a>
            <a
              href={documentHref(doc.id, 'attachment')}
              download
              className={action}
              onClick={onOpened}
              aria-label={`Descargar ${doc.title}`}
            >
              <Download className="size-4" aria-hidden />
              Descargar
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
