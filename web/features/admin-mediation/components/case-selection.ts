import type { MediationStageId, StageMoves } from '@schemas/mediation';

/**
 * The cases picked on a stage's list, for the bulk actions the page puts over it
 * (docs/product/staff-at-scale.md#bulk-actions): some ids, or every case of the stage.
 */
export interface CaseSelection {
  stage: MediationStageId;
  /** The list shows only the overdue cases: 'everything' means those. */
  overdue?: boolean;
  moves: StageMoves;
  /** The ids picked; empty when `everything` is. */
  ids: string[];
  /** Every case the stage list matches, `count` of them. */
  everything: boolean;
  count: number;
  clear: () => void;
}
