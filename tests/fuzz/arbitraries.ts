import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values for a request part, generated from the route's own zod schema (read as JSON Schema):
 * `valid` builds values the schema accepts, so requests get past validation into the services;
 * `malformed` breaks them: wrong types, missing and extra fields, huge and unicode strings, NUL
 * and control characters, numbers out of range, arrays for scalars.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
}

export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Strings made to hurt: controls, bidi, odd unicode, injections, huge ones, number-like ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'ana@demo.cartera.mx\u0000',
    'Ana\r\nPérez',
    'Ana \u202eacirP',
    '\ud800',
    '\ufeff',
    '\u2028',
    '%00',
    '%ff',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '${jndi:ldap://x}',
    '{"$gt":""}',
    '__proto__',
    '0x0000000000000000000000000000000000000000',
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '99999999999999999999999999',
    '0.000000001',
  ),
  fc.constantFrom(
    'x'.repeat(100_000),
    'é'.repeat(20_000),
    '😀'.repeat(10_000),
    '\u0000'.repeat(5_000),
  ),
);

/** Anything of the wrong kind for most fields. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, {}, [], [[]], ''),
  fc.integer(),
  fc.double(),
  hostileString,
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);

/** Characters text fields must refuse (or, in multi-line fields, keep); NUL above all. */
const taint = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '\n',
      '\r\n',
      '\t',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u2028',
      '\u202e',
      '\u2066',
      '\ud800',
      '\ufeff',
    ),
  },
);
/** The value with one such character slipped in somewhere. */
const tainted = (value: string) =>
  fc
    .tuple(fc.nat({ max: value.length }), taint)
    .map(([at, char]) => value.slice(0, at) + char + value.slice(at));

const typeOf = (node: JsonSchema) => (Array.isArray(node.type) ? node.type[0] : node.type);

/** Values the schema accepts; `ids` are real ids to put where a uuid goes. */
export function valid(node: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valid(c, ids)));
  if (node.allOf?.length) return valid(Object.assign({}, ...node.allOf) as JsonSchema, ids);
  switch (typeOf(node)) {
    case 'string': {
      const maxLength = Math.min(node.maxLength ?? 60, 60);
      const minLength = Math.min(node.minLength ?? 0, maxLength);
      if (node.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
      if (node.format === 'email') return fc.emailAddress();
      if (node.pattern) {
        // Repeated up to the minimum length: right for the digit and letter runs our schemas use.
        return fc
          .stringMatching(new RegExp(node.pattern))
          .map((text) => text.padEnd(node.minLength ?? 0, text).slice(0, node.maxLength));
      }
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1_000, max: node.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(node.items ?? {}, ids), { maxLength: 4 });
    case 'object': {
      const properties = node.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, valid(child, ids)]),
      );
      return fc.record(record, { requiredKeys: node.required ?? [] });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

/** What a field of this schema must refuse, or at least survive. */
function brokenField(node: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  switch (typeOf(node)) {
    case 'string': {
      const tooLong = (node.maxLength ?? 200) + 1;
      return fc.oneof(
        valid(node, ids).chain((value) => tainted(String(value))),
        wrongValue,
        hostileString,
        fc.constant('a'.repeat(tooLong)),
        fc.array(valid(node, ids), { minLength: 2, maxLength: 3 }),
      );
    }
    case 'integer':
    case 'number':
      return fc.oneof(
        wrongValue,
        fc.constantFrom(
          (node.minimum ?? 0) - 1,
          (node.maximum ?? 2 ** 31) + 1,
          0.5,
          'uno',
          '1e309',
          [1, 2],
        ),
      );
    case 'object': {
      if (Object.keys(node.properties ?? {}).length > 0) {
        return fc.oneof(wrongValue, malformed(node, ids));
      }
      // A record (no named properties): one entry of any name, its value malformed.
      const values = typeof node.additionalProperties === 'object' ? node.additionalProperties : {};
      return fc.oneof(
        wrongValue,
        fc.dictionary(fc.string({ maxLength: 20 }), brokenField(values, ids), {
          minKeys: 1,
          maxKeys: 2,
        }),
      );
    }
    default:
      return wrongValue;
  }
}

/** Values the schema should refuse: each one breaks the valid shape in one way. */
export function malformed(node: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const properties = Object.entries(node.properties ?? {});
  if (typeOf(node) !== 'object' || properties.length === 0) {
    return fc.oneof(wrongValue, brokenField(node, ids));
  }
  const base = valid(node, ids) as fc.Arbitrary<Record<string, unknown>>;
  const keys = properties.map(([key]) => key);
  // Free text, where a person types (enums, patterns and formats already refuse anything else).
  const texts = properties
    .filter(([, c]) => typeOf(c) === 'string' && !c.enum && !c.pattern && !c.format)
    .map(([key]) => key);
  // A valid request but for a control or bidi character in one text field.
  const slipControl = texts.length
    ? [
        {
          weight: 4,
          arbitrary: fc.tuple(base, fc.constantFrom(...texts)).chain(([value, key]) =>
            tainted(typeof value[key] === 'string' ? value[key] : '').map((t) => ({
              ...value,
              [key]: t,
            })),
          ),
        },
      ]
    : [];
  return fc.oneof(
    ...slipControl,
    // One field of the wrong kind or out of its bounds.
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...properties))
        .chain(([value, [key, child]]) =>
          brokenField(child, ids).map((broken) => ({ ...value, [key]: broken })),
        ),
    },
    // A field missing.
    fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
      const { [key]: _dropped, ...rest } = value;
      return rest;
    }),
    // Fields nobody asked for, prototype keys included.
    fc
      .tuple(
        base,
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'isAdmin'),
            fc.string(),
          ),
          wrongValue,
          { maxKeys: 3 },
        ),
      )
      .map(([value, extra]) => ({ ...extra, ...value, ...extra })),
    // Not an object at all.
    wrongValue,
  );
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** One part of a cursor key of the wrong kind or out of range: what a tampered cursor holds. */
const wrongKeyPart: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'no-es-fecha',
    '2026-02-30T10:00:00.000000Z',
    '2026-13-01T00:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '2026-01-01T24:00:00.000000Z',
    '2026-01-01T00:00:00Z',
    '9999-12-31T23:59:60.000000Z',
    'Ana\u0000Pérez',
    '\u0000',
    '00000000-0000-0000-0000-00000000000g',
    'x'.repeat(5_000),
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    1e308,
    -1,
    0.5,
    true,
    null,
    {},
    [],
  ),
  fc.integer(),
  fc.string({ maxLength: 30 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/**
 * Cursors that decode to well-formed JSON of the wrong shape or types: a tuple with a part of
 * the wrong kind, the wrong length, an object, a scalar. Each must be a 400, never a 500.
 */
export const structuredCursor: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.tuple(wrongKeyPart, wrongKeyPart) },
    { weight: 2, arbitrary: fc.tuple(wrongKeyPart, fc.uuid()) },
    { weight: 1, arbitrary: fc.array(wrongKeyPart, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), wrongKeyPart) },
    { weight: 1, arbitrary: wrongKeyPart },
  )
  .map(base64url);
