import type { ReactNode } from 'react';
import { useAppName } from '@/lib/queries/app-config';
import { BackLink, type BackLinkTarget } from './back-link';
import { DocumentTitle } from './document-title';
import { Logo } from './logo';

interface PublicLayoutProps {
  /** The screen's name in the tab title ('Iniciar sesión'). */
  screen: string;
  /** A back link above the content, e.g. { href: '/auth', label: 'Volver al Login' }. */
  back?: BackLinkTarget;
  children: ReactNode;
  footer?: ReactNode;
}

/** Frame of the screens seen before signing in (/auth, /password-recovery). */
export function PublicLayout({ screen, back, children, footer }: PublicLayoutProps) {
  const appName = useAppName();
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentTitle screen={screen} />
      <div className="bg-ink px-4 pt-[max(env(safe-area-inset-top),2.5rem)] pb-16 text-center text-ink-foreground">
        {/* On the dark band, clear of the card that overlaps its lower edge. */}
        {back && (
          <div className="mx-auto -mt-6 mb-2 max-w-md text-left">
            <BackLink {...back} className="-ml-2 text-ink-foreground focus-visible:outline-brand" />
          </div>
        )}
        <Logo className="mx-auto size-14" />
        <p className="mt-3 text-xl font-bold tracking-tight">{appName}</p>
        <p className="mt-1 text-sm text-slate-300">Tus carteras USDT, seguras y a la mano</p>
      </div>
      <main className="mx-auto -mt-10 w-full max-w-md flex-1 px-4 pb-8">
        {children}
        {footer}
      </main>
    </div>
  );
}
