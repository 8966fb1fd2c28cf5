import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/api-client';
import { fetchCaseDocument } from '../api/case-files';

interface DocumentRef {
  id: string;
  /** What the buttons name ('Abrir …', 'Descargar …'). */
  title: string;
  /** The name a saved copy gets. */
  filename: string;
}

/** Fetches the PDF with the staff token, then shows it in a new tab or saves it. */
export function DocumentActions({ id, title, filename }: DocumentRef) {
  const [busy, setBusy] = useState<'open' | 'save' | null>(null);
  const run = async (how: 'open' | 'save') => {
    // The tab is opened in the click itself, or the browser blocks it as a pop-up.
    const tab = how === 'open' ? window.open('', '_blank') : null;
    setBusy(how);
    try {
      const url = URL.createObjectURL(await fetchCaseDocument(id));
      if (tab) tab.location.href = url;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = filename;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      toastError('Error', error, 'No se pudo abrir el documento');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void run('open')}
        pending={busy === 'open'}
        pendingLabel="Abriendo..."
        aria-label={`Abrir ${title}`}
      >
        <ExternalLink aria-hidden />
        Abrir
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void run('save')}
        pending={busy === 'save'}
        pendingLabel="Descargando..."
        aria-label={`Descargar ${title}`}
      >
        <Download aria-hidden />
        Descargar
      </Button>
    </div>
  );
}
