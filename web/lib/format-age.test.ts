import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

const AT = '2026-11-24T10:00:00Z';
const after = (ms: number) => new Date(AT).getTime() + ms;

describe('formatAge', () => {
  it.each([
    [0, 'hace unos segundos', 'hace 0 s'],
    [59_999, 'hace unos segundos', 'hace 59 s'],
    [60_000, 'hace 1 min', 'hace 1 min'],
    [2 * 60_000 + 30_000, 'hace 2 min', 'hace 2 min'],
    [59 * 60_000, 'hace 59 min', 'hace 59 min'],
    [60 * 60_000, 'hace 1 h', 'hace 1 h'],
    [23 * 3_600_000 + 59 * 60_000, 'hace 23 h', 'hace 23 h'],
    [24 * 3_600_000, 'hace 1 día', 'hace 1 día'],
    [3 * 24 * 3_600_000, 'hace 3 días', 'hace 3 días'],
    [-5_000, 'hace unos segundos', 'hace 0 s'],
  ])('%i ms later reads %s (%s counting seconds)', (ms, plain, withSeconds) => {
    expect(formatAge(AT, after(ms))).toBe(plain);
    expect(formatAge(AT, after(ms), { seconds: true })).toBe(withSeconds);
  });
});
