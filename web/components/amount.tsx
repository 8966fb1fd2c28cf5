import { Fragment, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A formatted amount ('9,999,999,999.999999 USDT') that never overflows its box: when it does
 * not fit it wraps after a thousands separator, never inside a group, and the unit stays with
 * the last digits. Tabular figures, as every amount (BRAND.md).
 */
export function Amount({
  children,
  className,
  ...props
}: ComponentProps<'span'> & { children: string }) {
  const groups = children.split(',');
  const last = groups.pop() ?? '';
  return (
    <span className={cn('tabular', className)} {...props}>
      {groups.map((group, i) => (
        <Fragment key={i}>
          {group},<wbr />
        </Fragment>
      ))}
      <span className="whitespace-nowrap">{last}</span>
    </span>
  );
}
