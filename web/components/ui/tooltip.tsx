import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** SPEC §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the wait. */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

interface TooltipProps {
  /** The text shown; give the trigger the same accessible name (aria-label). */
  content: ReactNode;
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  className?: string;
  /** Keeps the tooltip closed (the trigger stays mounted, so focus is not lost). */
  disabled?: boolean;
}

/** Wraps one focusable element (the trigger) with a hover/focus tooltip. */
export function Tooltip({ content, children, side = 'bottom', className, disabled }: TooltipProps) {
  return (
    <TooltipPrimitive.Root open={disabled ? false : undefined}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-ink-foreground shadow-card',
            className,
          )}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
