import { afterEach, describe, expect, it, vi } from 'vitest';

import { hydrateOnQuery } from './hydrate-on-query.ts';

const el = () => document.createElement('astro-island');
const options = (value: string) => ({ name: 'EstimateDetailsPanel', value });

describe('client:query', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('loads nothing when the address lacks the parameter', () => {
    for (const search of ['', '?kind=garage', '?areas=4', '?utm_source=area']) {
      window.history.replaceState(null, '', `/contact${search}`);
      const load = vi.fn();
      hydrateOnQuery(load, options('area'), el());
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('loads nothing without a parameter name', () => {
    window.history.replaceState(null, '', '/contact?area=400');
    const load = vi.fn();
    hydrateOnQuery(load, options(''), el());
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates at once when the address has the parameter, even empty', async () => {
    for (const search of ['?kind=garage&area=400', '?area=']) {
      window.history.replaceState(null, '', `/contact${search}#estimate`);
      const hydrate = vi.fn().mockResolvedValue(undefined);
      const load = vi.fn().mockResolvedValue(hydrate);
      hydrateOnQuery(load, options('area'), el());
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    }
  });
});
