import { describe, expect, it } from 'vitest';

import { readControls } from './form-controls.ts';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

const kinds = ['garage', 'commercial'] as const;

describe('readControls', () => {
  it('reads the checked radio of each group, by the island’s own keys', () => {
    const root = form(`
      <input type="radio" name="r1-kind" value="garage">
      <input type="radio" name="r1-kind" value="commercial" checked>
      <input type="radio" name="r1-size" value="small">`);
    expect(
      readControls(root, { kind: { name: 'r1-kind', values: kinds }, size: { name: 'r1-size' } }),
    ).toEqual({
      kind: 'commercial',
    });
  });

  it('sees a radio the visitor checked after the HTML arrived, not only the server’s checked attribute', () => {
    const root = form(
      '<input type="radio" name="kind" value="garage"><input type="radio" name="kind" value="commercial">',
    );
    root.querySelector<HTMLInputElement>('input[value="garage"]')!.click();
    expect(readControls(root, { kind: { name: 'kind', values: kinds } })).toEqual({ kind: 'garage' });
  });

  it('reads typed text and a select, and leaves out empty ones', () => {
    const root = form(`
      <input type="search" name="q">
      <input type="number" name="area">
      <textarea name="note"></textarea>
      <select name="finish"><option value="">Choose</option><option value="premium">Premium</option></select>`);
    root.querySelector<HTMLInputElement>('[name="q"]')!.value = 'warranty';
    root.querySelector<HTMLSelectElement>('select')!.value = 'premium';
    expect(
      readControls(root, {
        query: { name: 'q' },
        area: { name: 'area' },
        note: { name: 'note' },
        finish: { name: 'finish' },
      }),
    ).toEqual({ query: 'warranty', finish: 'premium' });
  });

  it('ignores a value the field does not accept, and controls it was not asked about', () => {
    const root = form(`
      <input type="radio" name="kind" value="spaceship" checked>
      <input type="text" name="other" value="x">`);
    expect(readControls(root, { kind: { name: 'kind', values: kinds } })).toEqual({});
  });

  it('reads a checkbox only when it is ticked', () => {
    const root = form('<input type="checkbox" name="rush" value="yes">');
    const fields = { rush: { name: 'rush' } };
    expect(readControls(root, fields)).toEqual({});
    root.querySelector('input')!.click();
    expect(readControls(root, fields)).toEqual({ rush: 'yes' });
  });

  it('returns nothing without a root (an island that failed to render its form)', () => {
    expect(readControls(null, { kind: { name: 'kind' } })).toEqual({});
  });

  it('never changes the controls it reads', () => {
    const root = form(
      '<input type="radio" name="kind" value="garage" checked><input name="q" value="typed">',
    );
    const before = root.innerHTML;
    readControls(root, { kind: { name: 'kind' }, query: { name: 'q' } });
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector<HTMLInputElement>('[name="kind"]')!.checked).toBe(true);
  });
});
