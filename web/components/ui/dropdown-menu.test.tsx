import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, type DropdownMenuProps } from './dropdown-menu';

/** The house's menu (docs/decisions/web-speed.md#menus-load-when-used). */
function ExportMenu({
  chosen,
  Menu = DropdownMenu,
}: {
  chosen: string[];
  Menu?: (props: DropdownMenuProps) => ReactNode;
}) {
  return (
    <Menu trigger={<button type="button">Exportar</button>}>
      {(parts) => (
        <parts.Content>
          <parts.Label>Descargar CSV</parts.Label>
          {['Usuarios', 'Carteras'].map((name) => (
            <parts.Item key={name} onSelect={() => chosen.push(name)}>
              {name} (CSV)
            </parts.Item>
          ))}
        </parts.Content>
      )}
    </Menu>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Exportar' });

// One file, one module: the first test sees the menu's code not loaded yet, as a first visit does.
describe('DropdownMenu', () => {
  afterAll(() => {
    vi.doUnmock('@radix-ui/react-dropdown-menu');
  });

  it('mounts as its trigger alone, in one render, saying it opens a menu', async () => {
    const phases: string[] = [];
    await act(async () => {
      render(
        <Profiler id="menu" onRender={(_id, phase) => phases.push(phase)}>
          <ExportMenu chosen={[]} />
        </Profiler>,
      );
    });
    expect(phases).toEqual(['mount']);
    expect(document.body.innerHTML).toBe(
      '<div><button type="button" aria-haspopup="menu" aria-expanded="false">Exportar</button></div>',
    );
  });

  it('opens on the press that loads it, and runs the item chosen', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<ExportMenu chosen={chosen} />);
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Descargar CSV');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Carteras (CSV)' }));
    expect(chosen).toEqual(['Carteras']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on a first use too, moves with the arrows, and gives focus back on Escape', async () => {
    // A fresh module: its code not loaded yet, as on a first visit.
    vi.resetModules();
    const { DropdownMenu: FirstUse } = await import('./dropdown-menu');
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<ExportMenu chosen={chosen} Menu={FirstUse} />);
    expect(trigger().getAttribute('data-state')).toBeNull();
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Usuarios (CSV)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(chosen).toEqual([]);
  });

  it('says the network failed when its code cannot load, and loads it at the next press', async () => {
    vi.resetModules();
    // Pointing at the trigger loads the code too: every load fails until the network is back.
    let cut = true;
    vi.doMock('@radix-ui/react-dropdown-menu', async (importOriginal) => {
      if (cut) {
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return importOriginal();
    });
    const { DropdownMenu: FirstUse } = await import('./dropdown-menu');
    const { useToasts } = await import('@/lib/toast');
    function Toasts() {
      return (
        <output>{useToasts().map((t) => `${String(t.title)}: ${String(t.description)}`)}</output>
      );
    }
    const user = userEvent.setup();
    render(
      <>
        <ExportMenu chosen={[]} Menu={FirstUse} />
        <Toasts />
      </>,
    );
    await user.click(trigger());
    const said = await screen.findByText(/^Error de Red/);
    expect(said.textContent).toBe(
      'Error de Red: Por favor verifica tu conexión e intenta de nuevo',
    );
    expect(screen.queryByRole('menu')).toBeNull();
    // The network is back: the next press loads the code and opens the menu.
    cut = false;
    await user.click(trigger());
    expect((await screen.findByRole('menu')).textContent).toContain('Descargar CSV');
  });
});
