import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useInstallPrompt } from './use-install-prompt';

function Probe() {
  const { canInstall, installed, install } = useInstallPrompt();
  if (installed) return <p>Instalada</p>;
  return canInstall ? <button onClick={() => void install()}>Instalar</button> : <p>Sin oferta</p>;
}

function raiseOffer(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(offer);
  return { prompt, offer };
}

describe('useInstallPrompt', () => {
  it('keeps an offer the browser raised before any screen listened, and installs from a click', async () => {
    const { prompt, offer } = raiseOffer('accepted');
    expect(offer.defaultPrevented).toBe(true);
    render(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('Instalada')).toBeDefined();
  });

  it('drops a declined offer until the browser raises another', async () => {
    const view = render(<Probe />);
    expect(screen.getByText('Sin oferta')).toBeDefined();
    raiseOffer('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Instalar' }));
    expect(await screen.findByText('Sin oferta')).toBeDefined();
    raiseOffer('dismissed');
    expect(await screen.findByRole('button', { name: 'Instalar' })).toBeDefined();
    view.unmount();
  });
});
