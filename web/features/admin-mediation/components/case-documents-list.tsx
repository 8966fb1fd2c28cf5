import { FileText } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format';
import { useCaseDocuments } from '../api/case-files';
import { DocumentActions } from './document-actions';
import { LocalDateTime } from '@/components/local-time';

/** Every document kept for the creditor, as staff see it: what, when, size, fingerprint, read. */
export function CaseDocumentsList({ userId }: { userId: string }) {
  const documents = useCaseDocuments(userId);
  if (documents.isPending) return <Spinner label="Cargando documentos..." showLabel />;
  if (documents.isError) {
    return (
      <LoadError
        title="No se pudieron cargar los documentos"
        onRetry={() => void documents.refetch()}
      />
    );
  }
  const list = documents.data.documents;
  if (list.length === 0) {
    return <p className="text-sm text-muted-foreground">Todavía no hay documentos generados.</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Documentos del usuario">
      {list.map((doc) => (
        <li
          key={doc.id}
          className="grid gap-2 rounded-md border border-border p-3 text-sm"
          data-testid="staff-document"
        >
          <div className="flex items-start gap-2">
            <FileText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {doc.title}
                {doc.openedAt ? (
                  <Badge variant="success">
                    Revisado <LocalDateTime iso={doc.openedAt} />
                  </Badge>
                ) : (
                  <Badge variant="warning">Sin abrir</Badge>
                )}
              </p>
              <p className="text-muted-foreground">
                <LocalDateTime iso={doc.createdAt} /> · {formatFileSize(doc.size)} · {doc.reference}
              </p>
              <p className="font-mono text-xs break-all text-muted-foreground">
                SHA-256 {doc.sha256}
              </p>
            </div>
          </div>
          <DocumentActions
            id={doc.id}
            title={doc.title}
            filename={`${doc.title} ${doc.reference}.pdf`}
          />
        </li>
      ))}
    </ul>
  );
}
