import { describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTERS, multiLineText, personName, singleLineText } from './common';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text rules shared by every schema', () => {
  const line = singleLineText({ max: 20 });
  const lines = multiLineText({ max: 20 });
  const name = personName({ max: 20 });

  it.each([
    ['NUL', 'ana\u0000'],
    ['line feed', 'ana\nbeto'],
    ['carriage return', 'ana\rbeto'],
    ['tab', 'ana\tbeto'],
    ['escape', 'ana\u001b[31m'],
    ['DEL', 'ana\u007f'],
    ['C1 control', 'ana\u0085'],
    ['line separator', 'ana\u2028beto'],
    ['lone surrogate', 'ana\ud800'],
  ])('refuses a %s on one line', (_label, value) => {
    expect(messages(line.safeParse(value))).toEqual([FORBIDDEN_CHARACTERS]);
  });

  it('trims, then accepts accents, emoji and other scripts', () => {
    expect(line.parse('  José Ñúñez 😀  ')).toBe('José Ñúñez 😀');
    expect(line.parse('محمد')).toBe('محمد');
    expect(line.parse('ana\n')).toBe('ana');
  });

  it('lets multi-line fields keep line breaks and tabs, nothing else', () => {
    expect(lines.parse('uno\r\ndos\ttres')).toBe('uno\r\ndos\ttres');
    expect(messages(lines.safeParse('uno\u0000'))).toEqual([FORBIDDEN_CHARACTERS]);
    expect(messages(lines.safeParse('uno\u2029dos'))).toEqual([FORBIDDEN_CHARACTERS]);
  });

  it.each([
    ['right-to-left override', 'Ana \u202egnp.exe'],
    ['left-to-right embedding', 'Ana\u202a'],
    ['first-strong isolate', 'Ana\u2068'],
    ['right-to-left mark', 'Ana\u200f'],
  ])('refuses a %s in a name', (_label, value) => {
    expect(messages(name.safeParse(value))).toEqual([FORBIDDEN_CHARACTERS]);
    expect(line.safeParse(value).success).toBe(true);
  });

  it('caps the length after trimming, in Spanish unless told', () => {
    expect(line.parse(`  ${'a'.repeat(20)}  `)).toHaveLength(20);
    expect(messages(line.safeParse('a'.repeat(21)))).toEqual(['Máximo 20 caracteres']);
    expect(messages(singleLineText({ max: 2, maxMessage: 'Muy largo' }).safeParse('abc'))).toEqual([
      'Muy largo',
    ]);
  });

  it('keeps passwords as typed when trimming is off', () => {
    expect(singleLineText({ max: 20, trim: false }).parse(' clave ')).toBe(' clave ');
  });
});
