import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chainStatus } from '@schemas/chain-status';
import { renderWithApi } from '../../../../tests/support/component-api';
import { ChainStatusLine } from './chain-status-line';

/**
 * The follower's line on the dashboard (docs/product/admin-panel.md#chain-follower) in the states
 * the browser test does not reach: not started, one block behind, and failing but not yet late.
 */
const status = (fields: Partial<ReturnType<typeof chainStatus.parse>>) =>
  chainStatus.parse({
    syncedBlock: 1_234,
    headBlock: 1_234,
    lagBlocks: 0,
    lastSuccessAt: new Date(Date.now() - 5_000).toISOString(),
    lastError: null,
    late: false,
    ...fields,
  });

const line = async () => (await screen.findByTestId('chain-status')).textContent;

describe("the follower's line on the dashboard", () => {
  it('says when the follower has not started yet', async () => {
    renderWithApi(<ChainStatusLine />, {
      'GET /api/admin/chain-status': status({
        syncedBlock: null,
        headBlock: null,
        lagBlocks: null,
        lastSuccessAt: null,
        late: false,
      }),
    });
    expect(await line()).toBe('El seguimiento de la cadena aún no ha empezado');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says one block behind in the singular', async () => {
    renderWithApi(<ChainStatusLine />, {
      'GET /api/admin/chain-status': status({ headBlock: 1_235, lagBlocks: 1 }),
    });
    expect(await line()).toMatch(
      /^Sincronizado hasta el bloque 1,234, hace \d+ s · 1 bloque de retraso$/,
    );
  });

  it('shows the last error while passes fail, before it is late enough to warn', async () => {
    renderWithApi(<ChainStatusLine />, {
      'GET /api/admin/chain-status': status({
        lastError: 'No se pudo leer la red Ethereum: HTTP request failed.',
      }),
    });
    expect(await line()).toMatch(
      /^Sincronizado hasta el bloque 1,234, hace \d+ s · 0 bloques de retrasoÚltimo error: No se pudo leer la red Ethereum: HTTP request failed\.$/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
