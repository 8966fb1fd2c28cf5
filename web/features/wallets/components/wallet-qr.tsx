import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { Skeleton } from '@/components/ui/skeleton';

/** docs/product/wallets-and-chain.md#receiving-funds: width 256, margin 2, error correction M. */
const QR_OPTIONS = { width: 256, margin: 2, errorCorrectionLevel: 'M' } as const;

/** The address as a QR code image, drawn in the browser. */
export function WalletQr({ address }: { address: string }) {
  const qr = useQuery({
    queryKey: ['qr', address],
    queryFn: () => QRCode.toDataURL(address, QR_OPTIONS),
  });
  if (!qr.data) {
    return (
      <div role="status">
        <Skeleton className="size-64 rounded-md" />
        <span className="sr-only">Generando código QR…</span>
      </div>
    );
  }
  return (
    <img
      src={qr.data}
      width={QR_OPTIONS.width}
      height={QR_OPTIONS.width}
      alt={`Código QR de la dirección ${address}`}
      className="size-64 rounded-md border border-border bg-white"
      data-testid="wallet-qr"
    />
  );
}
