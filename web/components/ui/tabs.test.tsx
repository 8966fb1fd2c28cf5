import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** The house's tabs (docs/decisions/web-speed.md#our-own-tabs). */
function Stages({ disabled = false }: { disabled?: boolean }) {
  return (
    <Tabs defaultValue="a">
      <TabsList aria-label="Etapas">
        <TabsTrigger value="a">Análisis</TabsTrigger>
        <TabsTrigger value="b" disabled={disabled}>
          Bases
        </TabsTrigger>
        <TabsTrigger value="c">Cierre</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Panel de análisis</TabsContent>
      <TabsContent value="b">Panel de bases</TabsContent>
      <TabsContent value="c">Panel de cierre</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const shownPanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('mounts in one render, with no state set while mounting', async () => {
    const phases: string[] = [];
    await act(async () => {
      render(
        <Profiler id="tabs" onRender={(_id, phase) => phases.push(phase)}>
          <Stages />
        </Profiler>,
      );
    });
    expect(phases).toEqual(['mount']);
  });

  it('ties each tab to its panel and puts only the shown tab in the Tab order', () => {
    render(<Stages />);
    expect(screen.getByRole('tablist', { name: 'Etapas' })).toBeTruthy();
    expect(tab('Análisis').getAttribute('aria-selected')).toBe('true');
    expect(tab('Bases').getAttribute('aria-selected')).toBe('false');
    expect([tab('Análisis'), tab('Bases'), tab('Cierre')].map((t) => t.tabIndex)).toEqual([
      0, -1, -1,
    ]);
    const panel = shownPanel();
    expect(panel.textContent).toBe('Panel de análisis');
    expect(panel.id).toBe(tab('Análisis').getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Análisis').id);
    expect(panel.tabIndex).toBe(0);
    // The other panels are hidden and empty.
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((p) => [p.hidden, p.textContent])).toEqual([
      [false, 'Panel de análisis'],
      [true, ''],
      [true, ''],
    ]);
  });

  it('shows the tab a person clicks', async () => {
    const user = userEvent.setup();
    render(<Stages />);
    await user.click(tab('Cierre'));
    expect(shownPanel().textContent).toBe('Panel de cierre');
    expect(tab('Cierre').getAttribute('data-state')).toBe('active');
    expect(tab('Análisis').tabIndex).toBe(-1);
  });

  it('moves and shows with the arrow keys, Home and End, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Stages disabled />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Análisis'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Cierre'));
    expect(shownPanel().textContent).toBe('Panel de cierre');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Análisis'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Cierre'));
    await user.keyboard('{Home}');
    expect(shownPanel().textContent).toBe('Panel de análisis');
    await user.keyboard('{End}');
    expect(shownPanel().textContent).toBe('Panel de cierre');
  });

  it('follows its value prop, reports what the person asks for, and keeps mounted panels', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            asked.push(next);
            // The caller may refuse: 'b' is never shown.
            if (next !== 'b') setValue(next);
          }}
        >
          <TabsList>
            <TabsTrigger value="a">Análisis</TabsTrigger>
            <TabsTrigger value="b">Bases</TabsTrigger>
            <TabsTrigger value="c">Cierre</TabsTrigger>
          </TabsList>
          <TabsContent value="a" forceMount>
            Panel de análisis
          </TabsContent>
          <TabsContent value="b">Panel de bases</TabsContent>
          <TabsContent value="c">Panel de cierre</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    await user.click(tab('Cierre'));
    expect(asked).toEqual(['c']);
    expect(tab('Cierre').getAttribute('aria-selected')).toBe('true');
    // A panel mounted by force stays in the page, marked inactive, for the caller to hide.
    const kept = screen.getByText('Panel de análisis');
    expect(kept.getAttribute('data-state')).toBe('inactive');
    expect(kept.hidden).toBe(false);
    await user.click(tab('Bases'));
    expect(asked).toContain('b');
    expect(tab('Cierre').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Panel de bases')).toBeNull();
  });
});
