import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster, loaded when the first toast is raised and kept from then on: its Radix code is
 * not part of any screen's first load (docs/decisions/web-speed.md).
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(false);
  const hasToasts = useToasts().length > 0;
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
