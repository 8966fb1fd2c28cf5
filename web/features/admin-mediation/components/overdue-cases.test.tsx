import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediationOverdue } from '@schemas/mediation-board';
import { MEDIATION_STAGE_IDS } from '@schemas/mediation-stages';
import { renderWithApi } from '../../../../tests/support/component-api';
import { OverdueCases } from './overdue-cases';

/** 'Mis casos vencidos' and 'Casos vencidos' on the dashboard (docs/product/staff-at-scale.md#stage-targets). */
const answer = (overdue: number[], mine: number[]) =>
  mediationOverdue.parse({
    stages: MEDIATION_STAGE_IDS.map((stage, i) => ({
      stage,
      count: 10,
      overdue: overdue[i] ?? 0,
      mine: mine[i] ?? 0,
    })),
  });

describe('overdue cases on the dashboard', () => {
  it("list the reader's own overdue cases, linked to the board narrowed to them, above everyone's", async () => {
    renderWithApi(<OverdueCases />, {
      'GET /api/admin/mediation-overdue': answer([3, 1, 0, 2], [1, 0, 0, 2]),
    });
    const mine = await screen.findByTestId('my-overdue-cases');
    expect(within(mine).getByRole('heading', { name: 'Mis casos vencidos' })).toBeTruthy();
    const myLinks = within(mine).getAllByRole('link');
    expect(myLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Invitados1 vencido', '/mediacion?etapa=invitados&vencidos=1&assignee=me'],
      ['En Negociación2 vencidos', '/mediacion?etapa=negociacion&vencidos=1&assignee=me'],
    ]);
    const team = screen.getByTestId('overdue-cases');
    expect(
      within(team)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/mediacion?etapa=invitados&vencidos=1',
      '/mediacion?etapa=verificar-id&vencidos=1',
      '/mediacion?etapa=negociacion&vencidos=1',
    ]);
    expect(within(team).getByLabelText('6 vencidos')).toBeTruthy();
  });

  it("show only everyone's while none of the reader's is overdue", async () => {
    renderWithApi(<OverdueCases />, {
      'GET /api/admin/mediation-overdue': answer([0, 1], []),
    });
    await screen.findByTestId('overdue-cases');
    expect(screen.queryByTestId('my-overdue-cases')).toBeNull();
  });
});
