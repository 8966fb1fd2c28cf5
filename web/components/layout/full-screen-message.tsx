import type { ReactNode } from 'react';

interface FullScreenMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** Centred card used by the 404 and application-error screens. */
export function FullScreenMessage({ icon, title, children }: FullScreenMessageProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-border bg-card p-6 text-center shadow-card sm:p-8">
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full">
          {icon}
        </div>
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
        <div className="mt-2 flex flex-col gap-5 text-sm text-muted-foreground">{children}</div>
      </div>
    </main>
  );
}
