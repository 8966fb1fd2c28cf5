import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The agreement's text, one section at a time, to read on a phone without a download. */
export function AgreementReader({ pages }: { pages: string[] }) {
  const [index, setIndex] = useState(0);
  const page = pages[index] ?? '';
  return (
    <div className="grid min-w-0 gap-3">
      <article
        aria-label={`Página ${index + 1} de ${pages.length}`}
        className="rounded-md border border-border bg-muted/40 p-4 text-sm leading-relaxed"
        data-testid="agreement-page"
      >
        {page.split('\n\n').map((paragraph, i) => (
          <p key={i} className={`mb-2 wrap-break-word ${i === 0 ? 'font-semibold' : ''}`}>
            {paragraph}
          </p>
        ))}
      </article>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Página anterior"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span className="text-sm text-muted-foreground tabular">
          Página {index + 1} de {pages.length}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Página siguiente"
          disabled={index === pages.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
