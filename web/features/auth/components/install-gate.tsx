import { CircleCheck, Download, EllipsisVertical, Monitor, Share, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAppName } from '@/lib/queries/app-config';
import { useInstallPrompt } from '../hooks/use-install-prompt';

type Platform = 'ios' | 'android' | 'other';

function detectPlatform(): Platform {
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac with touch.
  if (/iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) {
    return 'ios';
  }
  return /Android/.test(ua) ? 'android' : 'other';
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="grid gap-3">{children}</ol>;
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-sm leading-relaxed">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary tabular">
        {n}
      </span>
      <span className="pt-0.5">{children}</span>
    </li>
  );
}

const Strong = ({ children }: { children: ReactNode }) => (
  <strong className="font-semibold text-foreground">{children}</strong>
);

/** Shown at /auth until the app runs installed (SPEC §2). */
export function InstallGate() {
  const appName = useAppName();
  const { canInstall, installed, install } = useInstallPrompt();

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
          <TabsList className="grid w-full grid-cols-3">
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
            <Steps>
              <Step n={1}>
                Abre esta página en <Strong>Safari</Strong> y toca el botón{' '}
                <Strong>Compartir</Strong>{' '}
                <Share className="inline size-4 align-[-2px] text-primary" aria-label="Compartir" />
                .
              </Step>
              <Step n={2}>
                Elige <Strong>Agregar a pantalla de inicio</Strong>.
              </Step>
              <Step n={3}>
                Confirma tocando <Strong>Agregar</Strong>.
              </Step>
              <Step n={4}>
                Abre <Strong>{appName}</Strong> desde tu pantalla de inicio.
              </Step>
            </Steps>
          </TabsContent>
          <TabsContent value="android">
            <Steps>
              <Step n={1}>
                Abre el menú del navegador{' '}
                <EllipsisVertical
                  className="inline size-4 align-[-2px] text-primary"
                  aria-label="Menú"
                />{' '}
                (arriba a la derecha en Chrome).
              </Step>
              <Step n={2}>
                Toca <Strong>Instalar aplicación</Strong> o{' '}
                <Strong>Agregar a pantalla de inicio</Strong>.
              </Step>
              <Step n={3}>
                Confirma tocando <Strong>Instalar</Strong>.
              </Step>
              <Step n={4}>
                Abre <Strong>{appName}</Strong> desde tu pantalla de inicio.
              </Step>
            </Steps>
          </TabsContent>
          <TabsContent value="other">
            <Steps>
              <Step n={1}>
                En una computadora, usa <Strong>Chrome</Strong> o <Strong>Edge</Strong> y haz clic
                en el icono de instalar de la barra de direcciones (o en el menú,{' '}
                <Strong>Instalar {appName}</Strong>).
              </Step>
              <Step n={2}>
                Si tu navegador no ofrece instalar, abre esta dirección en tu teléfono y sigue las
                instrucciones de iPhone o Android.
              </Step>
              <Step n={3}>Abre la aplicación instalada para iniciar sesión.</Step>
            </Steps>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
