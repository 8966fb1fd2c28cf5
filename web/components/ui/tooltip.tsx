import {
  cloneElement,
  useState,
  type ComponentType,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { lazyLoad } from '@/lib/lazy-load';
import type { RadixTooltip, TriggerUse } from './tooltip-radix';

export interface TooltipProps {
  /** The text shown; give the trigger the same accessible name (aria-label). */
  content: ReactNode;
  /** The trigger: one focusable element that takes pointer and focus handlers. */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** Keeps the tooltip closed (the trigger stays mounted, so focus is not lost). */
  disabled?: boolean;
}

type Impl = ComponentType<TooltipProps & { use?: TriggerUse }>;
let loaded: typeof RadixTooltip | undefined;
const radix = lazyLoad<Impl>(() =>
  import('./tooltip-radix').then((module) => (loaded = module.RadixTooltip)),
);

/**
 * Wraps one focusable element (the trigger) with a hover/focus tooltip (docs/product/user-app.md#tooltips delays, in
 * ./tooltip-radix.tsx). Radix and its positioning code (~13 KB) load the first time a trigger is
 * hovered or focused: until then the trigger is rendered alone, the same element. Then the Radix
 * version takes its place (a new element: focus and hover are handed over), never while the
 * trigger is pressed, so a click in progress is not lost.
 */
export function Tooltip(props: TooltipProps) {
  const [Radix, setRadix] = useState<Impl | undefined>(() => loaded);
  const [use, setUse] = useState<TriggerUse>();
  const [trigger] = useState(
    () =>
      new PlainTrigger((impl, use) =>
        flushSync(() => {
          setUse(use);
          setRadix(() => impl);
        }),
      ),
  );
  if (Radix) return <Radix {...props} use={use} />;

  const child = props.children;
  const own = child.props;
  return cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // Radix opens no tooltip for touch.
      if (event.pointerType !== 'touch') trigger.enter(props.disabled);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      trigger.leave();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      trigger.press('pointerup');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      // Space clicks a button when the key goes up.
      if (event.key === ' ') trigger.press('keyup');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      trigger.focus(props.disabled);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      trigger.blur();
    },
  });
}

/** What the plain trigger is doing, to hand over to the Radix one when that has loaded. */
class PlainTrigger {
  private armed = false;
  private hovered = false;
  private focused = false;
  private pressed = false;

  constructor(private readonly swap: (impl: Impl, use: TriggerUse) => void) {}

  enter(disabled?: boolean) {
    this.hovered = true;
    this.arm(disabled);
  }

  leave() {
    this.hovered = false;
  }

  focus(disabled?: boolean) {
    // Focus from a press (a click, a tap) opens no tooltip in Radix either.
    if (this.pressed) return;
    this.focused = true;
    this.arm(disabled);
  }

  blur() {
    this.focused = false;
  }

  /** Holds the swap until the press ends and its click is handled; no tooltip opens then. */
  press(release: 'pointerup' | 'keyup') {
    this.pressed = true;
    const done = () => {
      this.pressed = false;
      window.setTimeout(() => {
        this.hovered = false;
        this.focused = false;
        if (loaded) this.swapWhenFree(loaded);
      });
    };
    window.addEventListener(release, done, { once: true });
    if (release === 'pointerup') window.addEventListener('pointercancel', done, { once: true });
  }

  private arm(disabled?: boolean) {
    if (this.armed || disabled) return;
    this.armed = true;
    void radix.tryGet().then((impl) => {
      // A load the network cut: the next hover or focus tries again.
      if (impl) this.swapWhenFree(impl);
      else this.armed = false;
    });
  }

  private swapWhenFree(impl: Impl) {
    if (this.armed && !this.pressed) {
      this.swap(impl, { focused: this.focused, hovered: this.hovered });
    }
  }
}
