import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';

export interface BackLinkTarget {
  href: string;
  label: string;
}

/** 'Volver…' link above a screen's content. */
export function BackLink({ href, label, className }: BackLinkTarget & { className?: string }) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium fallback:text-primary hover:underline focus-visible:outline-2 fallback:focus-visible:outline-ring',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
