import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFitText } from '@/lib/use-fit-text';

/**
 * A formatted amount ('9,999,999,999.999999 USDT') as one unbreakable unit: digits and 'USDT'
 * stay on one line, and when they do not fit their box the figure steps down in size (to a
 * readable floor) instead of wrapping (docs/decisions/amounts-and-screen-states.md). Tabular
 * figures, as every amount (docs/product/money.md#how-amounts-are-written).
 */
export function Amount({
  children,
  className,
  ...props
}: ComponentProps<'span'> & { children: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useFitText(ref, children);
  return (
    <span
      ref={ref}
      data-amount=""
      className={cn(
        'tabular inline-block max-w-full min-w-0 overflow-clip whitespace-nowrap',
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
