import { CircleCheck, Download, EllipsisVertical, Monitor, Share, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pageEnvironment } from '@/lib/page-environment';
import { useAppName } from '@/lib/queries/app-config';
import { useInstallPrompt } from '../hooks/use-install-prompt';

type Platform = 'ios' | 'android' | 'other';

function detectPlatform(): Platform {
  const ua = pageEnvironment().userAgent();
  // iPadOS reports itself as a Mac with touch.
  if (
    /iPad|iPhone|iPod/.test(ua) ||
    (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)
  ) {
    return 'ios';
  }
  return /Android/.test(ua) ? 'android' : 'other';
}

/** Numbered instructions (a static list, so positions are stable keys). */
function Steps({ items }: { items: ReactNode[] }) {
  return (
    <ol className="grid gap-3">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-sm leading-relaxed">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary tabular">
            {i + 1}
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ol>
  );
}

const Strong = ({ children }: { children: ReactNode }) => (
  <strong className="font-semibold text-foreground">{children}</strong>
);

/** Shown at /auth until the app runs installed (docs/product/sign-in-and-sessions.md#the-install-gate). */
export function InstallGate() {
  const appName = useAppName();
  const { canInstall, installed, install } = useInstallPrompt();
  const openFromHome = (
    <>
      Abre <Strong>{appName}</Strong> desde tu pantalla de inicio.
    </>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Instala la aplicación</CardTitle>
        <CardDescription>
          Por tu seguridad, el acceso a tu cartera solo está disponible desde la aplicación
          instalada en tu dispositivo.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {installed ? (
          <Alert variant="success">
            <CircleCheck aria-hidden />
            <AlertTitle>Aplicación instalada</AlertTitle>
            <AlertDescription>
              Ábrela desde tu pantalla de inicio para iniciar sesión.
            </AlertDescription>
          </Alert>
        ) : (
          canInstall && (
            <Button size="lg" className="w-full" onClick={() => void install()}>
              <Download aria-hidden />
              Instalar aplicación
            </Button>
          )
        )}
        <Tabs defaultValue={detectPlatform()}>
          <TabsList className="grid w-full grid-cols-3 [&>*]:[&_svg]:shrink-0 max-[400px]:[&>*]:flex-col max-[400px]:[&>*]:gap-0.5 max-[400px]:[&>*]:px-1 max-[400px]:[&>*]:py-1">
            <TabsTrigger value="ios">
              <Smartphone aria-hidden />
              iPhone
            </TabsTrigger>
            <TabsTrigger value="android">
              <Smartphone aria-hidden />
              Android
            </TabsTrigger>
            <TabsTrigger value="other">
              <Monitor aria-hidden />
              Otros
            </TabsTrigger>
          </TabsList>
          <TabsContent value="ios">
            <Steps
              items={[
                <>
                  Abre esta página en <Strong>Safari</Strong> y toca el botón{' '}
                  <Strong>Compartir</Strong>{' '}
                  <Share
                    className="inline size-4 align-[-2px] text-primary"
                    aria-label="Compartir"
                  />
                  .
                </>,
                <>
                  Elige <Strong>Agregar a pantalla de inicio</Strong>.
                </>,
                <>
                  Confirma tocando <Strong>Agregar</Strong>.
                </>,
                openFromHome,
              ]}
            />
          </TabsContent>
          <TabsContent value="android">
            <Steps
              items={[
                <>
                  Abre el menú del navegador{' '}
                  <EllipsisVertical
                    className="inline size-4 align-[-2px] text-primary"
                    aria-label="Menú"
                  />{' '}
                  (arriba a la derecha en Chrome).
                </>,
                <>
                  Toca <Strong>Instalar aplicación</Strong> o{' '}
                  <Strong>Agregar a pantalla de inicio</Strong>.
                </>,
                <>
                  Confirma tocando <Strong>Instalar</Strong>.
                </>,
                openFromHome,
              ]}
            />
          </TabsContent>
          <TabsContent value="other">
            <Steps
              items={[
                <>
                  En una computadora, usa <Strong>Chrome</Strong> o <Strong>Edge</Strong> y haz clic
                  en el icono de instalar de la barra de direcciones (o en el menú,{' '}
                  <Strong>Instalar {appName}</Strong>).
                </>,
                <>
                  Si tu navegador no ofrece instalar, abre esta dirección en tu teléfono y sigue las
                  instrucciones de iPhone o Android.
                </>,
                <>Abre la aplicación instalada para iniciar sesión.</>,
              ]}
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
