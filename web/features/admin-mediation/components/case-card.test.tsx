import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSession } from '@schemas/admin';
import { stageMoves, type MediationCase } from '@schemas/mediation';
import { formatDateTime } from '@/lib/format-date';
import { renderWithApi } from '../../../../tests/support/component-api';
import { aCase } from '../../../../tests/support/mediation-case-fixture';
import { CaseCard } from './case-card';

/**
 * What a case card tells staff of the creditor's side (docs/product/creditor-case.md): an open
 * balance dispute ('Saldo en disputa') and the last reminder sent ('Último recordatorio: …').
 */
const base = {
  id: '6f1c2a9b-7d00-4000-8000-000000000002',
  fullName: 'Sofía Navarro Peña',
  totalBalance: '6842.5',
};
const moves = stageMoves.parse({
  forward: { to: 'para-firma', label: 'Para Firma', kind: 'advance' },
  back: { to: 'docs-firma', label: 'Docs P/Firma' },
  sendsDocuments: false,
  final: false,
});

const show = (item: MediationCase) =>
  renderWithApi(
    <CaseCard item={item} moves={moves} onOpenUser={() => undefined} onAction={() => undefined} />,
    { 'GET /api/admin/session': adminSession.parse({ username: 'marta', role: 'operator' }) },
  );

describe('a case card', () => {
  it('shows an open dispute and the last reminder sent', async () => {
    const lastReminderAt = '2026-03-05T16:45:00.000Z';
    show(aCase({ ...base, openDisputes: 1, lastReminderAt }));
    await screen.findByText('Saldo en disputa');
    expect(screen.getByText(/^Último recordatorio:/).textContent).toBe(
      `Último recordatorio: ${formatDateTime(lastReminderAt)}`,
    );
  });

  it('shows neither without a dispute or a reminder', async () => {
    show(aCase(base));
    await screen.findByText('Sofía Navarro Peña');
    expect(screen.queryByText('Saldo en disputa')).toBeNull();
    expect(screen.queryByText(/Último recordatorio/)).toBeNull();
  });
});
