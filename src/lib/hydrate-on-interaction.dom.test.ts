import { describe, expect, it, vi } from 'vitest';

import { hydrateOnInteraction } from './hydrate-on-interaction.ts';

function island() {
  const el = document.createElement('astro-island');
  el.innerHTML = '<input type="search"><button type="button">Comparisons</button>';
  document.body.append(el);
  return el;
}

const options = { name: 'ArticleBrowser', value: '' };

describe('client:interaction', () => {
  it('loads nothing until the visitor reaches for the island', () => {
    const el = island();
    const load = vi.fn();
    hydrateOnInteraction(load, options, el);
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates once, on the first pointer, touch, focus or key event', async () => {
    const el = island();
    const hydrate = vi.fn().mockResolvedValue(undefined);
    const load = vi.fn().mockResolvedValue(hydrate);
    hydrateOnInteraction(load, options, el);
    el.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('clicks a button again after hydrating when it was clicked before', async () => {
    const el = island();
    const button = el.querySelector('button')!;
    const clicks = vi.fn();
    let hydrated = false;
    const load = vi.fn().mockResolvedValue(() => {
      hydrated = true;
      button.addEventListener('click', clicks);
      return Promise.resolve();
    });
    hydrateOnInteraction(load, options, el);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(hydrated).toBe(false);
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it('does not replay clicks made after hydration', async () => {
    const el = island();
    const button = el.querySelector('button')!;
    const clicks = vi.fn();
    const hydrate = vi.fn(() => {
      button.addEventListener('click', clicks);
      return Promise.resolve();
    });
    hydrateOnInteraction(vi.fn().mockResolvedValue(hydrate), options, el);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
    await Promise.resolve();
    button.click();
    await Promise.resolve();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
