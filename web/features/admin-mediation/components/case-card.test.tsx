import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminSession } from '@schemas/admin';
import { stageMoves, type MediationCase } from '@schemas/mediation';
import { formatDateTime } from '@/lib/format-date';
import { renderWithApi, stubApi, withQueryClient } from '../../../../tests/support/component-api';
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

  describe('time in its stage', () => {
    afterEach(() => vi.useRealTimers());
    const stageSince = '2026-03-01T12:00:00.000Z';
    const card = () => {
      const { Wrapper } = withQueryClient();
      return (
        <Wrapper>
          <CaseCard
            item={aCase({ ...base, stageSince, targetDays: 7 })}
            moves={moves}
            onOpenUser={() => undefined}
            onAction={() => undefined}
          />
        </Wrapper>
      );
    };

    it('hydrates a page the server rendered before the day changed, then counts the reader’s days', async () => {
      stubApi({
        'GET /api/admin/session': adminSession.parse({ username: 'marta', role: 'operator' }),
      });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-05T11:59:59.000Z'));
      const container = document.createElement('div');
      container.innerHTML = renderToString(card());
      document.body.append(container);
      expect(screen.getByTestId('case-stage-time').textContent).toBe(
        `En la etapa desde ${formatDateTime(stageSince, 'mexico')} · plazo 7 días`,
      );

      vi.setSystemTime(new Date('2026-03-05T12:00:01.000Z'));
      const mismatches: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, card(), { onRecoverableError: (error) => mismatches.push(error) }),
      );
      onTestFinished(() => {
        act(() => root.unmount());
        container.remove();
      });
      expect(mismatches).toEqual([]);
      expect(screen.getByTestId('case-stage-time').textContent).toBe(
        'En la etapa: 4 días · plazo 7 días',
      );
    });
  });
});
