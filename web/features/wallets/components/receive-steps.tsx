import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  'Elige la cartera en la que quieres recibir los fondos.',
  'Pulsa «Ver QR» para abrir su código QR y su dirección completa.',
  'Comparte el código QR o copia la dirección y envíala a quien te hará el depósito.',
  'Pide que envíen solo USDT por la red Ethereum (ERC-20). Cuando llegue, actualiza la cartera en el inicio para ver el nuevo saldo.',
];

/** The four instructions of /receive. */
export function ReceiveSteps() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cómo recibir USDT</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">
                {i + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
