import { describe, expect, it } from 'vitest';
import { columnsOf, itemsOfLine, lineCount, overscanLines, rowPosition } from './virtual-lines';

describe('virtual lines', () => {
  it('reads the columns from the CSS variable, 1 when unset or odd', () => {
    expect(columnsOf(' 2')).toBe(2);
    expect(columnsOf('1')).toBe(1);
    expect(columnsOf('')).toBe(1);
    expect(columnsOf('0')).toBe(1);
    expect(columnsOf('1.5')).toBe(1);
    expect(columnsOf('dos')).toBe(1);
  });

  it('puts every item on exactly one line, in order, the last line short', () => {
    for (const columns of [1, 2, 3]) {
      for (const count of [0, 1, 24, 25, 50, 51]) {
        const lines = lineCount(count, columns);
        const all = Array.from({ length: lines }, (_, line) =>
          itemsOfLine(line, columns, count),
        ).flat();
        expect(all).toEqual(Array.from({ length: count }, (_, i) => i));
        for (let line = 0; line < lines - 1; line += 1) {
          expect(itemsOfLine(line, columns, count)).toHaveLength(columns);
        }
      }
    }
    expect(itemsOfLine(12, 2, 25)).toEqual([24]);
    expect(lineCount(25, 2)).toBe(13);
  });

  it('overscans about as many rows in a grid as in a list, in whole lines', () => {
    expect(overscanLines(8, 1)).toBe(8);
    expect(overscanLines(8, 2)).toBe(4);
    expect(overscanLines(8, 3)).toBe(3);
    expect(overscanLines(0, 2)).toBe(1);
  });

  it('counts rows from 1, the size unknown while more pages may come', () => {
    expect(rowPosition(0, 25, true)).toEqual({ 'aria-posinset': 1, 'aria-setsize': -1 });
    expect(rowPosition(24, 25, false)).toEqual({ 'aria-posinset': 25, 'aria-setsize': 25 });
  });
});
