import type { ReactNode } from 'react';

interface DetailSectionProps {
  title: ReactNode;
  /** Beside the title, e.g. a refresh button. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled block of a detail dialog. */
export function DetailSection({ title, action, children }: DetailSectionProps) {
  return (
    <section className="grid grid-cols-1 gap-3">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h3 className="text-base font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to list (the screens' empty texts). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
