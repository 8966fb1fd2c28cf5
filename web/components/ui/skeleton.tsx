import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse fallback:rounded-md fallback:bg-muted', className)}
      {...props}
    />
  );
}

interface SkeletonListProps {
  /** What is loading, read by screen readers ('Cargando carteras…'). */
  label: string;
  count: number;
  /** Classes of each placeholder (its height). */
  className: string;
}

/** Placeholders of a list that is loading, announced by what they stand for. */
export function SkeletonList({ label, count, className }: SkeletonListProps) {
  return (
    <div className="flex flex-col gap-3" role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn('rounded-lg', className)} />
      ))}
    </div>
  );
}
