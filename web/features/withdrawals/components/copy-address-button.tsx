import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const COPIED_ICON_MS = 2000;

/** Copies an address; the check icon stays 2 seconds (SPEC §9). */
export function CopyAddressButton({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      toast({ title: 'Copiado', description: 'Dirección copiada al portapapeles' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'No se pudo copiar la dirección',
      });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      onClick={() => void copy()}
      aria-label={copied ? 'Dirección copiada' : 'Copiar dirección'}
      title="Copiar dirección"
    >
      {copied ? <Check className="text-success-text" aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}
