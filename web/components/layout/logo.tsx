import logoUrl from '@/brand/logo.svg';
import { cn } from '@/lib/cn';

/** The product mark; decorative (the product name is always written beside it). */
export function Logo({ className }: { className?: string }) {
  return <img src={logoUrl} alt="" aria-hidden className={cn('fallback:size-9', className)} />;
}
