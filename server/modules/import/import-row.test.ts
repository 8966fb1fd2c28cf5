import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, plainRow, schemaRow } from './import-row';

/** A cell: often a plausible value for its column, often anything at all. */
const anything = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', ' ', '\t', '\u00a0x', 'x\u202e', '\u200f', 'a\u0301', '0', '-1', "'"),
);
/** Mostly `good`, sometimes an edge case for the column. */
const mostly = (good: fc.Arbitrary<string>, ...edges: string[]) =>
  fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const nameLike = mostly(
  fc.oneof(
    fc.constantFrom('Ana', 'José Núñez', "O'Brien", 'Ana-María', 'Ñ.', 'A\u0301na'),
    fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ .,'’-]{0,40}[A-Za-zÀ-ÿ]$/),
  ),
  'Zoë ',
  ' Leo',
  'a  b',
  '\u0301a',
  'x'.repeat(101),
  'x'.repeat(201),
);
const optional = (arbitrary: fc.Arbitrary<string>) => fc.oneof(fc.constant(''), arbitrary);
const plausible: Record<(typeof IMPORT_COLUMNS)[number], fc.Arbitrary<string>> = {
  email: mostly(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.stringMatching(
          /^[A-Za-z0-9]{1,10}([._+-][a-z0-9]{1,10})?@[a-z0-9]{1,10}\.[a-z]{2,4}$/,
        ),
      },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.emailAddress().map((e) => e.toUpperCase()) },
    ),
    'a@b',
    'a@b.c',
    'x.@y.mx',
    `${'a'.repeat(250)}@x.mx`,
  ),
  name: nameLike,
  fullName: optional(nameLike),
  cellphone: optional(mostly(digits(10, 15), '123456789', '1'.repeat(16), '(55) 1234-5678')),
  countryCode: optional(mostly(fc.constantFrom('+52', '+1', '+1234'), '52', '+12345', '+')),
  country: optional(nameLike),
  date: optional(
    mostly(fc.stringMatching(/^[1-9]\d{0,5}$/), '0', '045292', '2958465', '2958466', '99999999'),
  ),
  password: optional(
    mostly(fc.stringMatching(/^[\x20-\x7e]{1,30}$/), ' x ', 'x'.repeat(1025), 'ñ', 'a\u0000'),
  ),
  address: mostly(
    fc.oneof(
      fc.stringMatching(/^0x[0-9a-f]{40}$/),
      fc.stringMatching(/^0x[0-9A-F]{40}$/),
      fc.constant('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ),
    '0x70997970c51812dc3A010C7d01b50e0d17dc79C8',
    '0x1234',
  ),
  walletName: optional(nameLike),
  pretokenizedBalance: mostly(
    fc.tuple(digits(1, 10), fc.option(digits(1, 8))).map(([w, f]) => (f ? `${w}.${f}` : w)),
    '1.123456789',
    '12345678901',
    '-5',
    '1.',
  ),
};
/** Plausible cells, the wallet's three all given or all empty; then maybe one cell made anything. */
const rows = fc
  .tuple(fc.tuple(...IMPORT_COLUMNS.map((c) => plausible[c])), fc.boolean())
  .map(([cells, withWallet]) => (withWallet ? cells : [...cells.slice(0, 8), '', '', '']))
  .chain((cells) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(cells) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.nat(IMPORT_COLUMNS.length - 1), anything)
          .map(([i, value]) => cells.map((cell, j) => (j === i ? value : cell))),
      },
    ),
  );
const byName = (cells: readonly string[]) =>
  Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, cells[i]!]));

describe('an import row', () => {
  it('takes the fast path only where the schema accepts it, and builds what the schema builds', () => {
    let fast = 0;
    fc.assert(
      fc.property(rows, (cells) => {
        const plain = plainRow(cells);
        if (plain === undefined) return;
        fast++;
        expect(schemaRow(byName(cells))).toEqual(plain);
      }),
      { numRuns: 20_000 },
    );
    // The generators reach the fast path often enough for the check to mean something.
    expect(fast).toBeGreaterThan(500);
  });

  it('takes the fast path for the rows a real file is made of', () => {
    const cells = [
      'usuario7@ejemplo.mx',
      'Usuario 7',
      'Usuario Número 7',
      '5500000007',
      '+52',
      'MX',
      '45292',
      '',
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      'Cartera 14',
      '518.00000014',
    ];
    expect(plainRow(cells)).toEqual({
      email: 'usuario7@ejemplo.mx',
      name: 'Usuario 7',
      fullName: 'Usuario Número 7',
      cellphone: '5500000007',
      countryCode: '+52',
      country: 'MX',
      date: 45292,
      password: null,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      walletName: 'Cartera 14',
      pretokenizedBalance: '518.00000014',
    });
    expect(schemaRow(byName(cells))).toEqual(plainRow(cells));
  });
});
