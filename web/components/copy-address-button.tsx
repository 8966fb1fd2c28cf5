import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const COPIED_ICON_MS = 2000;

const TEXT = {
  address: {
    copy: 'Copiar dirección',
    copied: 'Dirección copiada',
    done: 'Dirección copiada al portapapeles',
    failed: 'No se pudo copiar la dirección',
  },
  hash: {
    copy: 'Copiar hash',
    copied: 'Hash copiado',
    done: 'Hash copiado al portapapeles',
    failed: 'No se pudo copiar el hash',
  },
} as const;

interface CopyAddressButtonProps {
  address: string;
  /** What is copied: an address (default) or a transaction hash; decides the words. */
  kind?: keyof typeof TEXT;
  /** Text beside the icon; icon-only when omitted. */
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
  /** The success toast's text, when it should say more (the admin panel says which address). */
  copiedDescription?: string;
}

/** Copies an address (or a hash) with its toasts; the check icon stays 2 seconds. */
export function CopyAddressButton({
  address,
  kind = 'address',
  label,
  variant = 'outline',
  className,
  copiedDescription,
}: CopyAddressButtonProps) {
  const text = TEXT[kind];
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
      toast({ title: 'Copiado', description: copiedDescription ?? text.done });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: text.failed });
    }
  };

  const icon = copied ? <Check className="text-success-text" aria-hidden /> : <Copy aria-hidden />;
  return (
    <Button
      type="button"
      variant={variant}
      size={label ? 'default' : 'icon'}
      onClick={() => void copy()}
      aria-label={label ? undefined : copied ? text.copied : text.copy}
      title={text.copy}
      className={className}
    >
      {icon}
      {label && (copied ? 'Copiada' : label)}
    </Button>
  );
}
