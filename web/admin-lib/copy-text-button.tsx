import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

interface CopyTextButtonProps {
  text: string;
  label: string;
  /** Toast description after copying, e.g. 'Clave copiada al portapapeles'. */
  copied: string;
  className?: string;
}

/** Copies a secret the panel shows once (a TOTP key, recovery codes, a one-time password). */
export function CopyTextButton({ text, label, copied, className }: CopyTextButtonProps) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), 2000);
    return () => clearTimeout(timer);
  }, [done]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone(true);
      toast({ title: 'Copiado', description: copied });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'No se pudo copiar' });
    }
  };

  return (
    <Button type="button" variant="outline" className={className} onClick={() => void copy()}>
      {done ? <Check className="text-success-text" aria-hidden /> : <Copy aria-hidden />}
      {label}
    </Button>
  );
}
