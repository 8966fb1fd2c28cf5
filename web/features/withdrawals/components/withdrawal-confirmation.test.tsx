import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser } from '@schemas/auth';
import type { WalletView } from '@schemas/wallets';
import { renderWithApi } from '../../../../tests/support/component-api';
import { WithdrawalConfirmation } from './withdrawal-confirmation';

/** The confirmation step (docs/product/withdrawals.md#the-three-steps). */
const wallet: WalletView = {
  id: 'w1',
  address: '0x1111111111111111111111111111111111111111',
  name: 'Gastos',
  pretokenizedBalance: '42.12345678',
  tokenizedBalance: null,
  lastSyncAt: null,
};

function confirmation() {
  renderWithApi(
    <WithdrawalConfirmation
      wallet={wallet}
      address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
      profile="complete"
    />,
    {
      'GET /api/withdrawals': [],
      'GET /api/user': currentUser.parse({
        id: 'u1',
        email: 'carlos@example.com',
        name: 'Carlos',
        fullName: 'Carlos Pérez Gómez',
        cellphone: '5512345678',
        countryCode: 'MX',
        country: 'México',
        walletCount: 1,
        totalBalance: '42.12',
        frozenUntil: null,
      }),
    },
  );
  return userEvent.setup();
}

describe('the confirmation step', () => {
  it('warns truly: the order can be cancelled while pending, the transfer never reversed', async () => {
    confirmation();
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).not.toContain('no se puede cancelar');
    expect(warning.textContent).toContain('Puedes cancelar la orden mientras esté Pendiente');
    expect(warning.textContent).toContain('la transferencia en blockchain no se puede revertir');
  });

  it('sends only once the three statements are ticked', async () => {
    const user = confirmation();
    const send = await screen.findByRole('button', { name: 'Confirmar y Enviar Retiro' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual([
      'Verifiqué la dirección',
      'Entiendo que no se puede revertir',
      'La dirección acepta USDT ERC-20',
    ]);
    for (const box of boxes) {
      expect(send).toHaveProperty('disabled', true);
      await user.click(box);
    }
    expect(send).toHaveProperty('disabled', false);
    await user.click(boxes[1]!);
    expect(send).toHaveProperty('disabled', true);
  });
});
