import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@schemas/auth';
import type { WalletView } from '@schemas/wallets';
import { withdrawalList, type WithdrawalListItem } from '@schemas/withdrawals';
import { PENDING_WITHDRAWAL } from '@schemas/withdrawal-status';
import { renderWithApi, type Routes } from '../../../../tests/support/component-api';
import { UnavailableAlert } from '../components/unavailable-alert';
import { type ProfileReadiness, useWithdrawalAvailability } from './use-withdrawal-availability';

/** docs/product/withdrawals.md#availability-of-a-wallet, as a withdrawal step shows it. */
function Step({ wallet, profile }: { wallet: WalletView; profile: ProfileReadiness }) {
  const availability = useWithdrawalAvailability(wallet, profile);
  return (
    <>
      <output aria-label="disponibilidad">{availability}</output>
      <UnavailableAlert availability={availability} balance={wallet.pretokenizedBalance} />
    </>
  );
}

const wallet = (pretokenizedBalance: string): WalletView => ({
  id: 'w1',
  address: '0x1111111111111111111111111111111111111111',
  name: 'Principal',
  pretokenizedBalance,
  tokenizedBalance: null,
  lastSyncAt: null,
});

const user = (frozenUntil: string | null = null) =>
  currentUser.parse({
    id: 'u1',
    email: 'ana@example.com',
    name: 'Ana',
    fullName: 'Ana López',
    cellphone: '5512345678',
    countryCode: 'MX',
    country: 'México',
    walletCount: 1,
    totalBalance: '10',
    frozenUntil,
  });

const order = (walletId: string, status: WithdrawalListItem['status']): WithdrawalListItem => ({
  id: `o-${walletId}-${status}`,
  walletId,
  status,
  createdAt: '2026-03-01T10:00:00.000Z',
  amount: '10',
  withdrawalAddress: '0x2222222222222222222222222222222222222222',
  wallet: { name: 'Principal', address: '0x1111111111111111111111111111111111111111' },
  rejectionReason: null,
  payoutTxHash: null,
});

const api = (orders: WithdrawalListItem[], frozenUntil: string | null = null): Routes => ({
  'GET /api/withdrawals': withdrawalList.parse(orders),
  'GET /api/user': user(frozenUntil),
});

const shown = () => screen.getByLabelText('disponibilidad').textContent;
async function settlesOn(expected: string) {
  await waitFor(() => expect(shown()).toBe(expected));
}

describe('whether a wallet can be withdrawn', () => {
  it('is available with a balance, no open order, no freeze and a complete profile', async () => {
    renderWithApi(<Step wallet={wallet('12.5')} profile="complete" />, api([]));
    expect(shown()).toBe('checking');
    await settlesOn('available');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps checking while the profile is read', async () => {
    const { api: calls } = renderWithApi(
      <Step wallet={wallet('12.5')} profile="checking" />,
      api([]),
    );
    await waitFor(() => expect(calls.sent('GET', '/api/withdrawals')).toHaveLength(1));
    await waitFor(() => expect(calls.sent('GET', '/api/user')).toHaveLength(1));
    expect(shown()).toBe('checking');
  });

  it("is 'open' while this wallet has a pending or approved order, and says so", async () => {
    for (const status of ['pending', 'approved'] as const) {
      const { unmount } = renderWithApi(
        <Step wallet={wallet('12.5')} profile="complete" />,
        api([order('other', 'pending'), order('w1', 'rejected'), order('w1', status)]),
      );
      await settlesOn('open');
      expect(screen.getByText('Saldo No Disponible')).toBeTruthy();
      expect(screen.getByText(`${PENDING_WITHDRAWAL}.`)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ver mis retiros' }).getAttribute('href')).toBe(
        '/withdraw',
      );
      unmount();
    }
  });

  it('ignores orders of other wallets and orders that ended', async () => {
    renderWithApi(
      <Step wallet={wallet('12.5')} profile="complete" />,
      api([order('other', 'pending'), order('w1', 'rejected'), order('w1', 'cancelled')]),
    );
    await settlesOn('available');
  });

  it("is 'empty' when the balance cuts to 0.000000, before anything else, and says how much", async () => {
    const { unmount } = renderWithApi(
      <Step wallet={wallet('0.00000099')} profile="incomplete" />,
      api([order('w1', 'pending')], '2099-01-01T00:00:00.000Z'),
    );
    // Known at once: the balance alone decides it.
    expect(shown()).toBe('empty');
    expect(screen.getByText('Sin Fondos')).toBeTruthy();
    expect(
      screen.getByText(/^Esta cartera tiene 0\.00000099 USDT: menos de 0\.000001 USDT/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Retiros' })).toBeTruthy();
    unmount();

    renderWithApi(<Step wallet={wallet('0')} profile="complete" />, api([]));
    expect(screen.getByText('Esta cartera no tiene saldo para retirar.')).toBeTruthy();
  });

  it("is 'frozen' during a payout freeze, before an incomplete profile, with the freeze notice", async () => {
    renderWithApi(
      <Step wallet={wallet('12.5')} profile="incomplete" />,
      api([], '2099-01-01T12:00:00.000Z'),
    );
    await settlesOn('frozen');
    expect(screen.getByText('Retiros en pausa por seguridad')).toBeTruthy();
  });

  it("is 'profile-incomplete' with nothing else in the way; the profile's own warning says why", async () => {
    renderWithApi(<Step wallet={wallet('12.5')} profile="incomplete" />, api([]));
    await waitFor(() =>
      expect(screen.getByLabelText('disponibilidad').textContent).toBe('profile-incomplete'),
    );
    expect(screen.queryByTestId('unavailable')).toBeNull();
  });

  it('counts as available when the orders cannot be read: the server refuses anyway', async () => {
    renderWithApi(<Step wallet={wallet('12.5')} profile="complete" />, {
      ...api([]),
      'GET /api/withdrawals': { status: 500, body: { message: 'Error interno' } },
    });
    await settlesOn('available');
  });
});
