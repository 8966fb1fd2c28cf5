import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** The house's tooltip: Radix loads at a trigger's first hover or focus (./tooltip.tsx). */
describe('Tooltip', () => {
  afterAll(() => {
    vi.doUnmock('./tooltip-radix');
  });

  it('stays quiet when the network cuts its load, and loads at the next focus', async () => {
    vi.resetModules();
    let cut = true;
    vi.doMock('./tooltip-radix', async (importOriginal) => {
      if (cut) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { Tooltip } = await import('./tooltip');
    render(
      <Tooltip content="Copiar dirección">
        <button type="button" aria-label="Copiar dirección">
          Copiar
        </button>
      </Tooltip>,
    );
    const trigger = () => screen.getByRole('button', { name: 'Copiar dirección' });

    // The load fails: no error escapes (an unhandled rejection fails this test) and nothing shows.
    await act(async () => trigger().focus());
    await act(async () => trigger().blur());
    expect(screen.queryByRole('tooltip')).toBeNull();

    cut = false;
    await act(async () => trigger().focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Copiar dirección');
  });
});
