import { z } from 'zod';
import { assigneeFilter } from './assignment';
import { singleLineText } from './common';
import { MEDIATION_STAGE_IDS } from './mediation-stages';
import { pageQuery } from './paging';
import { WITHDRAWAL_STATUSES } from './withdrawal-status';

/**
 * The filters and sorts of the admin lists (docs/product/staff-at-scale.md#lists-filters-and-saved-views):
 * query parameters, part of the API's contract and of the admin app's addresses, so a saved view
 * or a shared link reads the same list tomorrow.
 */

/** '1' (yes) or '0' (no); absent: either. */
const flag = (what: string) => z.enum(['1', '0'], `${what}: usa 1 (sí) o 0 (no)`).optional();

/** USDT as a decimal string, compared exactly in the database (never a float). */
const usdt = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,6})?$/, `${what}: escribe una cantidad en USDT, como 1000 o 1000.50`)
    .optional();

const ISO_DAY = /^(\d{4})-(\d\d)-(\d\d)$/;

/** 'YYYY-MM-DD' that is a real day of the calendar. */
const isRealDay = (text: string) => {
  const parts = ISO_DAY.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The days of the calendar from 1900 to 2099 as a pattern, so the API's documents describe the
 * parameter exactly (1900-02-29, which it lets through, is refused by `isRealDay`).
 */
const CALENDAR_DAY =
  /^(?:(?:19|20)\d\d-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:19|20)(?:[02468][048]|[13579][26])-02-29)$/;
const day = (what: string) =>
  z
    .string()
    .regex(CALENDAR_DAY, `${what}: usa una fecha AAAA-MM-DD válida`)
    .refine(isRealDay, `${what}: usa una fecha AAAA-MM-DD válida`)
    .optional();

/** The states a case's current agreement can be in (docs/product/signed-agreement.md), plus 'none' and 'unsigned'. */
export const AGREEMENT_FILTERS = [
  'none',
  'unsigned',
  'issued',
  'viewed',
  'expired',
  'signed',
  'declined',
] as const;
export type AgreementFilter = (typeof AGREEMENT_FILTERS)[number];

export const LIST_ORDERS = ['asc', 'desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
export const USER_SORTS = ['name', 'balance', 'registered'] as const;
export const STAGE_SORTS = [...USER_SORTS, 'inStage'] as const;
export type StageSort = (typeof STAGE_SORTS)[number];

const order = z.enum(LIST_ORDERS, 'Dirección de orden inválida: usa asc o desc').optional();

/** What a user row can be filtered on, in every users list (Usuarios and a stage's list). */
export const userFilterFields = {
  verified: flag('Verificado'),
  complete: flag('Perfil completo'),
  photos: flag('Fotos de ID'),
  country: singleLineText({
    max: 60,
    maxMessage: 'País: hasta 60 caracteres',
    required: 'País: escribe un país',
  })
    .pipe(z.string().min(1, 'País: escribe un país'))
    .optional(),
  minBalance: usdt('Saldo mínimo'),
  maxBalance: usdt('Saldo máximo'),
  registeredFrom: day('Registrado desde'),
  registeredTo: day('Registrado hasta'),
  dispute: flag('Saldo en disputa'),
  agreement: z.enum(AGREEMENT_FILTERS, 'Filtro de acuerdo inválido').optional(),
};

/** GET /api/admin/users: the users list, filtered and sorted. */
export const userListQuery = pageQuery.extend({
  ...userFilterFields,
  stage: z.enum([...MEDIATION_STAGE_IDS, 'none'], 'Etapa de mediación desconocida').optional(),
  sort: z.enum(USER_SORTS, 'Orden inválido: usa name, balance o registered').optional(),
  order,
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** GET /api/admin/mediation-users/:stageId: a stage's cases, filtered and sorted. */
export const stageListQuery = pageQuery.extend({
  ...userFilterFields,
  sort: z.enum(STAGE_SORTS, 'Orden inválido: usa name, balance, registered o inStage').optional(),
  order,
  /** Only the overdue cases, or only the others (docs/product/staff-at-scale.md#stage-targets). */
  overdue: z
    .enum(['true', 'false'], 'El filtro de vencidos debe ser true o false')
    .transform((value) => value === 'true')
    .optional(),
  /** docs/product/staff-at-scale.md#assignment: 'me', 'none' or a staff member's id. */
  assignee: assigneeFilter.optional(),
});
export type StageListQuery = z.infer<typeof stageListQuery>;

/** The user filters alone (what both lists share), as the filter builders take them. */
export type UserFilters = Partial<Pick<UserListQuery, keyof typeof userFilterFields | 'stage'>>;

/** GET /api/admin/withdrawals: one status (default: the open ones), an amount range, oldest first. */
export const withdrawalQueueQuery = pageQuery.pick({ limit: true, cursor: true }).extend({
  status: z.enum(WITHDRAWAL_STATUSES, 'Estado de retiro desconocido').optional(),
  /** '1': only orders with a risk signal ('Con señales de riesgo'). */
  signals: z.enum(['0', '1'], 'El filtro de señales es 1 o 0').optional(),
  minAmount: usdt('Monto mínimo'),
  maxAmount: usdt('Monto máximo'),
  order,
  /** docs/product/staff-at-scale.md#assignment: 'me', 'none' or a staff member's id. */
  assignee: assigneeFilter.optional(),
});
export type WithdrawalQueueQuery = z.infer<typeof withdrawalQueueQuery>;
