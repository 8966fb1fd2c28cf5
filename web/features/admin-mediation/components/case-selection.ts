import type { StageMoves } from '@schemas/mediation';
import type { ListSelection } from '@/admin-lib/list-selection';

/**
 * The cases picked on a stage's list, for the bulk actions the page puts over it
 * (docs/product/staff-at-scale.md#bulk-actions), with the moves the stage allows.
 */
export interface CaseSelection extends ListSelection {
  moves: StageMoves;
}
