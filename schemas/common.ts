import { z } from 'zod';
import { DECIMAL_PATTERN } from './money';

/** Every error answer of the API. */
export const errorResponse = z.object({ message: z.string() });

/** Decimal amount as a string (money never travels as a JS number). */
export const decimalString = z.string().regex(DECIMAL_PATTERN);

export const uuidParam = z.object({ id: z.uuid('Identificador inválido') });

/*
 * Text typed by people. Every free-text field of every schema is built with one of these, so
 * the rules hold everywhere: no NUL or other control characters (PostgreSQL refuses NUL, and
 * the rest hide things from staff), no unpaired surrogates, line breaks only in multi-line
 * fields, no bidi overrides in names, and always a length cap.
 */

export const FORBIDDEN_CHARACTERS = 'Contiene caracteres no permitidos';

/** C0 and C1 controls (NUL, tab, CR, LF, DEL…), line and paragraph separators, lone surrogates. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The same, except tab, CR and LF. */
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}|[\p{Zl}\p{Zp}\p{Cs}]/u;
/** Right-to-left overrides, embeddings, isolates and marks: they make a name read differently. */
const BIDI_CONTROLS = /\p{Bidi_Control}/u;

export interface TextRules {
  /** Longest accepted length, after trimming. */
  max: number;
  maxMessage?: string;
  /** Message when the value is missing or not a string. */
  required?: string;
  /** Leading and trailing whitespace removed first (default). Off for passwords. */
  trim?: boolean;
}

function text(pattern: RegExp, { max, maxMessage, required, trim = true }: TextRules) {
  const base = z.string(required);
  return (trim ? base.trim() : base)
    .max(max, maxMessage ?? `Máximo ${max} caracteres`)
    .refine((value) => !pattern.test(value), FORBIDDEN_CHARACTERS);
}

/** One line: an e-mail, a username, a password, an address. */
export const singleLineText = (rules: TextRules) => text(SINGLE_LINE_FORBIDDEN, rules);

/** Several lines (a note, a reason): tabs and line breaks allowed, other controls not. */
export const multiLineText = (rules: TextRules) => text(MULTI_LINE_FORBIDDEN, rules);

/** A person's name: one line without bidi controls (a right-to-left override can fake a name). */
export const personName = (rules: TextRules) =>
  singleLineText(rules).refine((value) => !BIDI_CONTROLS.test(value), FORBIDDEN_CHARACTERS);
