import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const COPIED_ICON_MS = 2000;

interface CopyAddressButtonProps {
  address: string;
  /** Text beside the icon; icon-only when omitted. */
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** Copies an address with SPEC §8's toasts; the check icon stays 2 seconds (SPEC §9). */
export function CopyAddressButton({
  address,
  label,
  variant = 'outline',
  className,
}: CopyAddressButtonProps) {
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

  const icon = copied ? <Check className="text-success-text" aria-hidden /> : <Copy aria-hidden />;
  return (
    <Button
      type="button"
      variant={variant}
      size={label ? 'default' : 'icon'}
      onClick={() => void copy()}
      aria-label={label ? undefined : copied ? 'Dirección copiada' : 'Copiar dirección'}
      title="Copiar dirección"
      className={className}
    >
      {icon}
      {label && (copied ? 'Copiada' : label)}
    </Button>
  );
}
