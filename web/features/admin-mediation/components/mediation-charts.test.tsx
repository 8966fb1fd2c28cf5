import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mediationCharts } from '@schemas/mediation-board';
import { MEDIATION_STAGE_IDS } from '@schemas/mediation-stages';
import { renderWithApi } from '../../../../tests/support/component-api';
import { MediationCharts } from './mediation-charts';

/** The board's charts (docs/product/admin-panel.md#mediation-board) and the tables behind them. */
const charts = mediationCharts.parse({
  funnel: MEDIATION_STAGE_IDS.map((stage, i) => ({
    stage,
    count: [12, 3, 2, 4, 1, 0, 1_250][i],
    overdue: [2, 3, 0, 1, 0, 0, 0][i],
    target: stage === 'liquidado' ? null : [7, 0, 5, 14, 10, 10][i],
  })),
  moves: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-0${i < 18 ? 2 : 3}-${String(i < 18 ? i + 11 : i - 17).padStart(2, '0')}`,
    forward: i % 4,
    back: i === 29 ? 2 : 0,
  })),
});

describe('the board charts', () => {
  it('say their totals in words and keep every figure in a table', async () => {
    renderWithApi(<MediationCharts />, { 'GET /api/admin/mediation-charts': charts });
    const user = userEvent.setup();
    const funnel = await screen.findByRole('figure', { name: 'Casos por etapa' });
    expect(within(funnel).getByText('1,272 casos hoy · 6 vencidos')).toBeTruthy();
    const moves = screen.getByRole('figure', { name: 'Movimientos por día' });
    expect(within(moves).getByText('Últimos 30 días: 43 avances y 2 retrocesos')).toBeTruthy();

    await user.click(within(funnel).getByText('Ver datos'));
    const stages = within(funnel).getByRole('table', {
      name: 'Casos por etapa hoy y cuántos están vencidos',
    });
    const rows = within(stages).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[2]!.textContent).toBe('Verificar ID330 d');
    expect(rows[7]!.textContent).toBe('Liquidado1,2500—');

    await user.click(within(moves).getByText('Ver datos'));
    const days = within(moves).getByRole('table', {
      name: 'Movimientos de casos por día, últimos 30 días',
    });
    const dayRows = within(days).getAllByRole('row');
    expect(dayRows).toHaveLength(31);
    expect(dayRows[1]!.textContent).toBe('11 feb00');
    expect(dayRows[30]!.textContent).toBe('12 mar12');
  });
});
