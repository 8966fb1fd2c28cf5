import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import type { TooltipProps } from './tooltip';

/** docs/product/user-app.md#tooltips: tooltips open after 700 ms; moving between triggers within 300 ms skips the wait. */
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

// Radix shares the skip between the tooltips of one Provider. Each tooltip here brings its own
// Provider (it loads on its own, after its trigger is first used: ./tooltip.tsx), so the skip is
// shared through this module: while a tooltip is open, and 300 ms after it closes, every other
// tooltip opens at once — what one Provider above them all did.
let skipping = false;
let skipTimer = 0;
const listeners = new Set<() => void>();
const setSkipping = (next: boolean) => {
  if (skipping === next) return;
  skipping = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const onOpenChange = (open: boolean) => {
  window.clearTimeout(skipTimer);
  if (open) setSkipping(true);
  else skipTimer = window.setTimeout(() => setSkipping(false), SKIP_DELAY_MS);
};

/** How the trigger was being used when this replaced the plain one (./tooltip.tsx). */
export interface TriggerUse {
  /** It had keyboard focus: give it back (Radix then opens the tooltip, as on focus). */
  focused: boolean;
  /** The pointer is over it: tell Radix (it opens on pointer moves, after the delay). */
  hovered: boolean;
}

/** The Radix tooltip: what ./tooltip.tsx renders once this chunk has loaded. */
export function RadixTooltip({
  content,
  children,
  side = 'bottom',
  className,
  disabled,
  use,
}: TooltipProps & { use?: TriggerUse }) {
  const instant = useSyncExternalStore(subscribe, () => skipping);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = trigger.current;
    if (!element || !use) return;
    if (use.focused && document.activeElement === document.body) element.focus();
    if (use.hovered) {
      element.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
      );
    }
  }, [use]);
  return (
    <TooltipPrimitive.Provider
      delayDuration={instant ? 0 : DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
    >
      <TooltipPrimitive.Root open={disabled ? false : undefined} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
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
    </TooltipPrimitive.Provider>
  );
}
