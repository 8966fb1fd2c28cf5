/**
 * How VirtualRows (virtual-rows.tsx) lays items out in lines: a list of `columns` columns (the
 * withdrawal queue's two on a desktop) is drawn a line at a time, so a line is never half drawn
 * and the grid keeps its pairs (docs/decisions/admin-lists.md#rows-on-screen).
 */

/** The columns a list's CSS asks for (`--virtual-columns`), 1 when unset or not a whole number ≥ 1. */
export function columnsOf(value: string): number {
  const columns = Number(value.trim());
  return Number.isInteger(columns) && columns >= 1 ? columns : 1;
}

/** How many lines `count` items fill at `columns` a line. */
export const lineCount = (count: number, columns: number) => Math.ceil(count / columns);

/** The lines that hold `rows` rows' worth of overscan (at least one). */
export const overscanLines = (rows: number, columns: number) =>
  Math.max(1, Math.ceil(rows / columns));

/** The indexes of the items of line `line` (the last line may be short). */
export function itemsOfLine(line: number, columns: number, count: number): number[] {
  const first = line * columns;
  const last = Math.min(first + columns, count);
  const indexes: number[] = [];
  for (let index = first; index < last; index += 1) indexes.push(index);
  return indexes;
}

/**
 * What a screen reader hears of item `index`: its place in the loaded list (`aria-posinset`,
 * 1-based) and the list's size (`aria-setsize`: -1, "unknown", while more pages may come).
 */
export const rowPosition = (index: number, count: number, more: boolean) => ({
  'aria-posinset': index + 1,
  'aria-setsize': more ? -1 : count,
});
