import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIT_FLOOR_PX } from '@/lib/use-fit-text';
import { Amount } from './amount';

/**
 * An amount keeps to one line and steps its size down to fit its box, never below the floor
 * (docs/decisions/amounts-and-screen-states.md). The simulated DOM has no layout, so these tests
 * give it one: each character of an amount is 0.6 of its font size wide, its box is its parent's
 * `data-width`, and its natural size is the parent's font size.
 */
const CHAR_EM = 0.6;
const fontPx = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);
const boxPx = (el: HTMLElement) => Number(el.parentElement?.dataset.width ?? 0);
const layout: { mockRestore(): void }[] = [];
beforeEach(() => {
  const scrollWidth = vi
    .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
    .mockImplementation(function (this: HTMLElement) {
      return Math.max(boxPx(this), (this.textContent ?? '').length * fontPx(this) * CHAR_EM);
    });
  const clientWidth = vi
    .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
    .mockImplementation(function (this: HTMLElement) {
      return boxPx(this);
    });
  layout.push(scrollWidth, clientWidth);
});
afterEach(() => layout.splice(0).forEach((spy) => spy.mockRestore()));

function Box({ width, text }: { width: number; text: string }) {
  return (
    <div data-width={width} style={{ fontSize: '30px' }}>
      <Amount>{text}</Amount>
    </div>
  );
}
const amount = (text: string) => screen.getByText(text);
const fits = (el: HTMLElement) => el.scrollWidth <= el.clientWidth + 0.5;

describe('an amount', () => {
  it('is one unbreakable unit with tabular figures', () => {
    render(<Box width={600} text="1,250.50 USDT" />);
    const el = amount('1,250.50 USDT');
    expect(el.hasAttribute('data-amount')).toBe(true);
    expect(el.className).toContain('whitespace-nowrap');
    expect(el.className).toContain('tabular');
    // It fits at its natural size: left alone.
    expect(el.style.fontSize).toBe('');
  });

  it('steps down to the largest whole size that fits its box', () => {
    const text = '9,999,999,999.999999 USDT'; // 25 characters: 450 px at 30 px
    render(<Box width={300} text={text} />);
    const el = amount(text);
    expect(fits(el)).toBe(true);
    const size = fontPx(el);
    expect(Number.isInteger(size)).toBe(true);
    expect(size).toBeLessThan(30);
    // One pixel more would not fit.
    expect(text.length * (size + 1) * CHAR_EM).toBeGreaterThan(300);
  });

  it('never goes below the readable floor, even if it then overflows', () => {
    const text = '9,999,999,999.999999 USDT';
    render(<Box width={100} text={text} />);
    expect(fontPx(amount(text))).toBe(FIT_FLOOR_PX);
  });

  it('is fitted again from its natural size when the amount changes', () => {
    const long = '9,999,999,999.999999 USDT';
    const { rerender } = render(<Box width={300} text={long} />);
    expect(fontPx(amount(long))).toBeLessThan(30);
    rerender(<Box width={300} text="5.00 USDT" />);
    expect(amount('5.00 USDT').style.fontSize).toBe('');
  });

  it('is fitted again a frame after its box changes size', async () => {
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const text = '9,999,999,999.999999 USDT';
    render(<Box width={600} text={text} />);
    const el = amount(text);
    expect(el.style.fontSize).toBe('');
    el.parentElement!.dataset.width = '300';
    await act(async () => {
      for (const callback of observed) callback([], {} as ResizeObserver);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(fontPx(el)).toBeLessThan(30);
    expect(fits(el)).toBe(true);
  });
});
