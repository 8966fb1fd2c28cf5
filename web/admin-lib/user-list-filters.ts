import { MEDIATION_STAGES } from '@schemas/mediation-stages';
import type { FilterField, SortOption } from './list-filters';

/**
 * The filters of the users lists (Usuarios and a stage's list), as the API names them
 * (docs/product/staff-at-scale.md#lists-filters-and-saved-views).
 */
const USER_FIELDS: readonly FilterField[] = [
  { key: 'verified', label: 'Verificado', kind: 'flag' },
  { key: 'complete', label: 'Perfil completo', kind: 'flag' },
  { key: 'photos', label: 'Fotos de ID', kind: 'flag' },
  { key: 'dispute', label: 'Saldo en disputa', kind: 'flag' },
  { key: 'country', label: 'País', kind: 'text' },
  { key: 'minBalance', label: 'Saldo mínimo', kind: 'amount' },
  { key: 'maxBalance', label: 'Saldo máximo', kind: 'amount' },
  { key: 'registeredFrom', label: 'Registrado desde', kind: 'day' },
  { key: 'registeredTo', label: 'Registrado hasta', kind: 'day' },
  {
    key: 'agreement',
    label: 'Acuerdo',
    kind: 'choice',
    options: [
      { value: 'none', label: 'Sin acuerdo' },
      { value: 'unsigned', label: 'Sin firmar' },
      { value: 'issued', label: 'Emitido' },
      { value: 'viewed', label: 'Visto' },
      { value: 'expired', label: 'Vencido' },
      { value: 'signed', label: 'Firmado' },
      { value: 'declined', label: 'Rechazado' },
    ],
  },
];

/** Usuarios: the user filters and the stage (or none). */
export const USERS_LIST_FIELDS: readonly FilterField[] = [
  {
    key: 'stage',
    label: 'Etapa',
    kind: 'choice',
    options: [
      { value: 'none', label: 'Fuera de mediación' },
      ...MEDIATION_STAGES.map((s) => ({ value: s.id, label: s.label })),
    ],
  },
  ...USER_FIELDS,
];

/** A stage's list: the stage is the list itself. */
export const STAGE_LIST_FIELDS = USER_FIELDS;

const COMMON_SORTS: readonly SortOption[] = [
  { value: 'name:asc', label: 'Nombre: A a Z' },
  { value: 'name:desc', label: 'Nombre: Z a A' },
  { value: 'balance:desc', label: 'Saldo: mayor primero' },
  { value: 'balance:asc', label: 'Saldo: menor primero' },
];

export const USERS_LIST_SORTS: readonly SortOption[] = [
  { value: '', label: 'Registro: más recientes' },
  { value: 'registered:asc', label: 'Registro: más antiguos' },
  ...COMMON_SORTS,
];

export const STAGE_LIST_SORTS: readonly SortOption[] = [
  { value: '', label: 'Nombre: A a Z' },
  ...COMMON_SORTS.slice(1),
  { value: 'inStage:desc', label: 'Más días en la etapa' },
  { value: 'inStage:asc', label: 'Menos días en la etapa' },
  { value: 'registered:desc', label: 'Registro: más recientes' },
];
