import { z } from 'zod';

/** Every error answer of the API. */
export const errorResponse = z.object({ message: z.string() });

/** Decimal amount as a string (money never travels as a JS number). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const uuidParam = z.object({ id: z.uuid('Identificador inválido') });
