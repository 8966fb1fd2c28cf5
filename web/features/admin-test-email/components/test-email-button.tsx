import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSendTestEmail } from '../api/send-test-email';

/**
 * The dashboard's 'Enviar correo de prueba' (docs/product/e-mail.md#test-e-mails): asks for an address (it must contain '@'), then sends
 * a test e-mail; the button says 'Enviando...' meanwhile and a toast tells how it went.
 */
export function TestEmailButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendTestEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = address.trim();
    if (!email.includes('@')) {
      setProblem('Escribe un correo que contenga @.');
      return;
    }
    setOpen(false);
    send.mutate(email);
  };

  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
        pending={send.isPending}
        pendingLabel="Enviando..."
      >
        <Mail aria-hidden />
        Enviar correo de prueba
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Enviar un correo de prueba</DialogTitle>
              <DialogDescription>
                Se envía un correo en español con el transporte configurado, para comprobar que el
                envío funciona.
              </DialogDescription>
            </DialogHeader>
            <Field label="Correo de destino" htmlFor="test-email" error={problem ?? undefined}>
              <Input
                id="test-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                placeholder="nombre@ejemplo.com"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'test-email-error' : undefined}
                autoFocus
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit">Enviar</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
