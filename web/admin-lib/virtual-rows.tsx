import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { pageEnvironment } from '@/lib/page-environment';
import { assumedViewport } from './render-viewport';
import { columnsOf, itemsOfLine, lineCount, overscanLines, rowPosition } from './virtual-lines';

/** What a row puts on its own list item so the list can place it and a screen reader count it. */
export interface VirtualRowProps {
  /** Measures the row's line (on the first item of each line; null on the others). */
  ref: Ref<HTMLLIElement>;
  /** The row's line, on the first item of each line (the one measured). */
  'data-index'?: number;
  'aria-posinset': number;
  /** -1 while more pages may come (the size is not known yet), as ARIA allows. */
  'aria-setsize': number;
}

interface VirtualRowsProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /**
   * A row's height before it is measured (px), on a screen narrower than 1024 px and on a wider
   * one; each row is measured once it is drawn.
   */
  estimateSize: { narrow: number; wide: number };
  /** More rows may come after these (the list's total is not known yet). */
  more: boolean;
  /**
   * The list's own classes (a `ul`: cards on a phone, a subgrid table on a desktop). A grid of
   * several columns says how many in `--virtual-columns` (e.g. `lg:[--virtual-columns:2]`), so
   * rows are drawn a whole line at a time.
   */
  className?: string;
  /** The list's accessible name, if it has one ('Casos'). */
  label?: string;
  /** One row: a list item with `props` spread on it. */
  children: (item: T, props: VirtualRowProps) => ReactNode;
}

interface DrawnRowProps<T> {
  item: T;
  render: (item: T, props: VirtualRowProps) => ReactNode;
  rowProps: VirtualRowProps;
}

const sameRowProps = (a: VirtualRowProps, b: VirtualRowProps) =>
  a.ref === b.ref &&
  a['data-index'] === b['data-index'] &&
  a['aria-posinset'] === b['aria-posinset'] &&
  a['aria-setsize'] === b['aria-setsize'];

/**
 * One drawn row. A scroll re-renders only the list, with the same `render` as before: a row whose
 * item and place did not change is skipped, so a frame renders the rows that came on screen, not
 * every row drawn. The list's parent rendering again (a row picked) gives a new `render`, and
 * every row renders with it.
 */
const DrawnRow = memo(
  function DrawnRow<T>({ item, render, rowProps }: DrawnRowProps<T>) {
    return render(item, rowProps);
  },
  (was, now) =>
    was.item === now.item && was.render === now.render && sameRowProps(was.rowProps, now.rowProps),
) as <T>(props: DrawnRowProps<T> & { key: string }) => ReactNode;

/**
 * Rows drawn above and below the screen, so a fast scroll or Tab never meets an empty gap; in
 * whole lines of a grid (8 orders of the queue's two columns are 4 lines).
 */
const OVERSCAN = 8;

/** From this width the lists are tables (`lg:`), with their own row heights. */
const WIDE = 1024;

/**
 * An admin list that draws only the rows near the screen (docs/decisions/admin-lists.md#rows-on-screen):
 * the page itself scrolls (the sticky tab bar and infinite loading stay as they are), and the rows
 * above and below the drawn ones are the list's padding, so the list keeps its full height, the
 * scroll bar its length and the scroll position its row when a dialog opens and closes. The rows
 * stay in the list's own flow, so the desktop table's subgrid and the phone's cards keep their
 * look; the gap between rows and the columns of a grid are read from the list's CSS at each width.
 */
export function VirtualRows<T>({
  items,
  getKey,
  estimateSize,
  more,
  className,
  label,
  children,
}: VirtualRowsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  // The first render lays out for the screen the User-Agent suggests, as the server did for a page
  // it rendered (docs/decisions/server-rendering.md#the-admin-panel); the virtualizer reads the
  // real one as it mounts.
  const [assumed] = useState(() => assumedViewport(pageEnvironment().userAgent()));
  const [layout, setLayout] = useState({
    top: 0,
    gap: 0,
    columns: 1,
    wide: assumed.width >= WIDE,
  });
  // Where the list starts on the page, its CSS gap and columns, read again whenever the page changes
  // size; a hidden tab (display: none) keeps what it had, so coming back finds it unchanged.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      if (element.offsetParent === null) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      const style = getComputedStyle(element);
      const gap = parseFloat(style.rowGap) || 0;
      const columns = columnsOf(style.getPropertyValue('--virtual-columns'));
      const wide = window.innerWidth >= WIDE;
      setLayout((was) =>
        was.top === top && was.gap === gap && was.columns === columns && was.wide === wide
          ? was
          : { top, gap, columns, wide },
      );
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The virtualizer's rows are lines of `columns` items (one item each in a one-column list).
  const { columns } = layout;
  const estimate = layout.wide ? estimateSize.wide : estimateSize.narrow;
  const virtualizer = useWindowVirtualizer({
    count: lineCount(items.length, columns),
    estimateSize: () => estimate,
    overscan: overscanLines(OVERSCAN, columns),
    // A screen, so the first render already draws rows (not none).
    initialRect: assumed,
    initialOffset: 0,
    gap: layout.gap,
    scrollMargin: layout.top,
    getItemKey: (line) => `${columns}:${getKey(items[line * columns]!)}`,
    // A row of a hidden tab measures 0: keep what it measured when it was on screen.
    measureElement: (element, _entry, instance: Virtualizer<Window, Element>) => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) return height;
      const index = Number(element.getAttribute('data-index'));
      return instance.measurementsCache[index]?.size ?? estimate;
    },
  });

  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const before = first ? first.start - layout.top : 0;
  // Nothing drawn (the list is far off screen): all of it is padding, so the page keeps its length.
  const after = Math.max(0, virtualizer.getTotalSize() - (last ? last.end - layout.top : 0));
  const rows = drawn.flatMap((line) =>
    itemsOfLine(line.index, columns, items.length).map((index, place) => {
      const item = items[index]!;
      const key = getKey(item);
      // A grid's line is as tall as its tallest item, which each item fills: measuring the
      // first measures the line.
      const measured = place === 0;
      return (
        <DrawnRow
          key={key}
          item={item}
          render={children}
          rowProps={{
            ref: measured ? virtualizer.measureElement : null,
            ...(measured && { 'data-index': line.index }),
            ...rowPosition(index, items.length, more),
          }}
        />
      );
    }),
  );
  return (
    <ul
      ref={list}
      className={className}
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: after }}
      data-testid="virtual-rows"
      data-count={items.length}
    >
      {rows}
    </ul>
  );
}
