import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualRows, type VirtualRowProps } from './virtual-rows';

/**
 * A scroll re-renders the list alone: rows already drawn must not render again unless the list's
 * parent gave a new way to draw them (docs/decisions/admin-lists.md#rows-on-screen).
 */
const people = Array.from({ length: 5 }, (_, i) => ({ id: `p${i}`, name: `Persona ${i}` }));
type Person = (typeof people)[number];

function counting(label: string) {
  const drawn: string[] = [];
  const draw = (person: Person, props: VirtualRowProps) => {
    drawn.push(person.id);
    return (
      <li {...props}>
        {label} {person.name}
      </li>
    );
  };
  return { drawn, draw };
}

const list = (items: Person[], draw: ReturnType<typeof counting>['draw'], className = 'a') => (
  <VirtualRows
    items={items}
    getKey={(p) => p.id}
    estimateSize={{ narrow: 40, wide: 40 }}
    more={false}
    className={className}
  >
    {draw}
  </VirtualRows>
);

describe('VirtualRows', () => {
  it('draws each row once while the same rows are shown the same way', () => {
    const { drawn, draw } = counting('uno');
    const { rerender } = render(list(people, draw));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const first = drawn.length;
    expect(new Set(drawn)).toEqual(new Set(people.map((p) => p.id)));

    rerender(list(people, draw, 'b'));
    expect(drawn).toHaveLength(first);
    expect(screen.getByRole('list').className).toBe('b');
  });

  it('draws every row again with a new way to draw them, and a row whose item changed', () => {
    const one = counting('uno');
    const { rerender } = render(list(people, one.draw));
    const two = counting('dos');
    rerender(list(people, two.draw));
    expect(two.drawn).toHaveLength(5);
    expect(screen.getByText('dos Persona 3')).toBeTruthy();

    const renamed = people.map((p) => (p.id === 'p2' ? { ...p, name: 'Persona nueva' } : p));
    rerender(list(renamed, two.draw));
    expect(two.drawn.slice(5)).toEqual(['p2']);
    expect(screen.getByText('dos Persona nueva')).toBeTruthy();
  });

  it('draws a row again when its place in the list changes', () => {
    const { drawn, draw } = counting('uno');
    const { rerender } = render(list(people, draw));
    const before = drawn.length;
    rerender(list(people.slice(1), draw));
    // Every remaining row moved up one place (aria-posinset changed).
    expect(drawn.slice(before).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(screen.getByText('uno Persona 1').getAttribute('aria-posinset')).toBe('1');
  });
});
