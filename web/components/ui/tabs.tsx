import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/cn';

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation, drawn as before: the arrow
 * keys, Home and End move between the tabs and show the one they reach; only the shown tab is
 * in the Tab order, and its panel follows it. Our own rather than a library's: they set no state
 * while they mount, so a server-rendered screen hydrates without updates from them
 * (docs/decisions/web-speed.md#our-own-tabs).
 */
interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error(`${part} va dentro de <Tabs>`);
  return tabs;
}

const ids = (baseId: string, value: string) => ({
  tab: `${baseId}-tab-${value}`,
  panel: `${baseId}-panel-${value}`,
});

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** The tab shown, when the caller holds it; otherwise the tabs hold their own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const shown = value ?? own;
  const select = (next: string) => {
    if (next === shown) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: shown, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus between the list's enabled tabs; the focused tab shows itself (onFocus). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  if (tabs.length === 0) return;
  event.preventDefault();
  const from = tabs.findIndex((tab) => tab === document.activeElement);
  tabs[move(from === -1 ? 0 : from, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'fallback:inline-flex min-h-11 items-center gap-1 rounded-lg bg-secondary p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { baseId, value: shown, select } = useTabs('TabsTrigger');
  const active = value === shown;
  const id = ids(baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={id.tab}
      aria-selected={active}
      aria-controls={id.panel}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex min-h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md fallback:px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Keeps an inactive panel's content mounted (and visible unless the caller's class hides it). */
  forceMount?: boolean;
}

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: TabsContentProps) {
  const { baseId, value: shown } = useTabs('TabsContent');
  const active = value === shown;
  const id = ids(baseId, value);
  return (
    <div
      role="tabpanel"
      id={id.panel}
      aria-labelledby={id.tab}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active && !forceMount}
      tabIndex={0}
      className={cn('mt-4 outline-none', className)}
      {...props}
    >
      {(active || forceMount) && children}
    </div>
  );
}
