import { toast } from '@/lib/toast';

/** Copies `text` with the 'Copiado' toast and `description`, or an error toast. */
export async function copyWithToast(text: string, description: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copiado', description });
  } catch {
    toast({ variant: 'destructive', title: 'Error', description: 'No se pudo copiar' });
  }
}
