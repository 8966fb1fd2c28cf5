/** The mediation stages without zod, for screens that only show them (mediation.ts re-exports). */

/**
 * The seven mediation stages in order (docs/product/mediation.md#stages), id and label. Only the mediation workflow module
 * (server/modules/mediation) decides moves between them; everything else reads this list.
 */
export const MEDIATION_STAGES = [
  { id: 'invitados', label: 'Invitados' },
  { id: 'verificar-id', label: 'Verificar ID' },
  { id: 'docs-firma', label: 'Docs P/Firma' },
  { id: 'negociacion', label: 'En Negociación' },
  { id: 'para-firma', label: 'Para Firma' },
  { id: 'monetizacion', label: 'Para Monetización' },
  { id: 'liquidado', label: 'Liquidado' },
] as const;

export type MediationStageId = (typeof MEDIATION_STAGES)[number]['id'];
export const MEDIATION_STAGE_IDS = MEDIATION_STAGES.map((s) => s.id) as [
  MediationStageId,
  ...MediationStageId[],
];

/** Whether a value (e.g. from the address bar) names a stage. */
export const isMediationStageId = (value: unknown): value is MediationStageId =>
  (MEDIATION_STAGE_IDS as readonly unknown[]).includes(value);

export const mediationStageLabel = (id: MediationStageId) =>
  MEDIATION_STAGES.find((s) => s.id === id)!.label;
