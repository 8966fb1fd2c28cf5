import {
  cloneElement,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { toastNetworkError } from '@/lib/api-client';
import { lazyLoad } from '@/lib/lazy-load';

/** Radix's dropdown menu, handed to the menu's content once it has loaded. */
export type MenuParts = typeof RadixMenu;

let loaded: MenuParts | undefined;
const radix = lazyLoad(() =>
  import('@radix-ui/react-dropdown-menu').then((parts) => (loaded = parts)),
);

/** The keys that open a menu from its trigger, as in Radix's. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export interface DropdownMenuProps {
  /** The trigger: one button that takes pointer, key and focus handlers. */
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  /** The menu's `Content` and what is in it, built from Radix's parts. */
  children: (menu: MenuParts) => ReactNode;
}

/**
 * A dropdown menu whose code (Radix's menu, its positioning and roving focus) loads when a person
 * first points at, focuses or presses its trigger (docs/decisions/web-speed.md#menus-load-when-used).
 * Until then the trigger is drawn alone, the same button; a press or an opening key opens the menu
 * as soon as the code is in. Non-modal, like every menu of the panel.
 */
export function DropdownMenu({ trigger, children }: DropdownMenuProps) {
  const [menu, setMenu] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  if (menu) {
    return (
      <menu.Root modal={false} open={open} onOpenChange={setOpen}>
        <menu.Trigger asChild>{trigger}</menu.Trigger>
        <menu.Portal>{children(menu)}</menu.Portal>
      </menu.Root>
    );
  }

  const openWhenLoaded = async () => {
    const parts = await radix.tryGet();
    if (!parts) {
      toastNetworkError();
      return;
    }
    setOpen(true);
    setMenu(() => parts);
  };
  const own = trigger.props;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      radix.preload();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      radix.preload();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix does: the menu, not the trigger, takes the focus.
      event.preventDefault();
      void openWhenLoaded();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      void openWhenLoaded();
    },
  });
}
