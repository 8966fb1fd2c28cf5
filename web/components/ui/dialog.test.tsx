import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

/** The house's dialog (docs/decisions/web-speed.md#closed-dialogs-render-nothing). */
const Content = () => (
  <DialogContent>
    <DialogTitle>Subir foto</DialogTitle>
    <DialogDescription>Elige la foto de tu identificación.</DialogDescription>
  </DialogContent>
);

describe('Dialog', () => {
  it('renders nothing while closed, and no second render once mounted', async () => {
    const phases: string[] = [];
    await act(async () => {
      render(
        <Profiler id="dialogs" onRender={(_id, phase) => phases.push(phase)}>
          <Dialog open={false} onOpenChange={() => undefined}>
            <Content />
          </Dialog>
          <Dialog>
            <DialogTrigger>Abrir</DialogTrigger>
            <Content />
          </Dialog>
        </Profiler>,
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).toBe('Abrir');
    // Radix's closed portal sets state in a layout effect on mount: a 'nested-update' at once.
    expect(phases).toEqual(['mount']);
  });

  it('opens from its trigger and gives focus back to it when closed', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <Content />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Subir foto' });
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Elige la foto de tu identificación.');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
  });

  it('follows its open prop and reports what the person asks for', async () => {
    const user = userEvent.setup();
    const asked: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Ver</button>
          <Dialog
            open={open}
            onOpenChange={(next) => {
              asked.push(next);
              setOpen(next);
            }}
          >
            <Content />
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(screen.getByRole('dialog', { name: 'Subir foto' }).textContent).toContain(
      'Elige la foto de tu identificación.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([false]);
  });
});
