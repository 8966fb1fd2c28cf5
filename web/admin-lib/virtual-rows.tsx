import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/** What a row puts on its own list item so the list can place it and a screen reader count it. */
export interface VirtualRowProps {
  ref: Ref<HTMLLIElement>;
  'data-index': number;
  'aria-posinset': number;
  /** -1 while more pages may come (the size is not known yet), as ARIA allows. */
  'aria-setsize': number;
}

interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** A row's height before it is measured (px); each row is measured once it is drawn. */
  estimateSize: number;
  /** More rows may come after these (the list's total is not known yet). */
  more: boolean;
  /** The list's own classes (a `ul`: cards on a phone, a subgrid table on a desktop). */
  className?: string;
  /** One row: a list item with `props` spread on it. */
  children: (item: T, props: VirtualRowProps) => ReactNode;
}

/** Rows drawn above and below the screen, so a fast scroll or Tab never meets an empty gap. */
const OVERSCAN = 8;

/**
 * An admin list that draws only the rows near the screen (docs/decisions/admin-lists.md#rows-on-screen):
 * the page itself scrolls (the sticky tab bar and infinite loading stay as they are), and the rows
 * above and below the drawn ones are the list's padding, so the list keeps its full height, the
 * scroll bar its length and the scroll position its row when a dialog opens and closes. The rows
 * stay in the list's own flow, so the desktop table's subgrid and the phone's cards keep their
 * look; the gap between rows is read from the list's CSS at each width.
 */
export function VirtualRows<T>({
  items,
  getKey,
  estimateSize,
  more,
  className,
  children,
}: VirtualRowsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState({ top: 0, gap: 0 });
  // Where the list starts on the page and its CSS gap, read again whenever the page changes
  // size; a hidden tab (display: none) keeps what it had, so coming back finds it unchanged.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      if (element.offsetParent === null) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
      setLayout((was) => (was.top === top && was.gap === gap ? was : { top, gap }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    // The screen as it is, so the first frame already draws its rows (not none).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    gap: layout.gap,
    scrollMargin: layout.top,
    getItemKey: (index) => getKey(items[index]!),
    // A row of a hidden tab measures 0: keep what it measured when it was on screen.
    measureElement: (element, _entry, instance: Virtualizer<Window, Element>) => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) return height;
      const index = Number(element.getAttribute('data-index'));
      return instance.measurementsCache[index]?.size ?? estimateSize;
    },
  });

  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const before = first ? first.start - layout.top : 0;
  // Nothing drawn (the list is far off screen): all of it is padding, so the page keeps its length.
  const after = Math.max(0, virtualizer.getTotalSize() - (last ? last.end - layout.top : 0));
  const setSize = more ? -1 : items.length;
  return (
    <ul
      ref={list}
      className={className}
      style={{ paddingTop: before, paddingBottom: after }}
      data-testid="virtual-rows"
      data-count={items.length}
    >
      {drawn.map((row) => (
        <Fragment key={row.key}>
          {children(items[row.index]!, {
            ref: virtualizer.measureElement,
            'data-index': row.index,
            'aria-posinset': row.index + 1,
            'aria-setsize': setSize,
          })}
        </Fragment>
      ))}
    </ul>
  );
}
