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

describe('client:query with props the build moved out of the page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it('puts the props back from their file before the island loads and hydrates', async () => {
    window.history.replaceState(null, '', '/contact?area=400');
    const props = '{"data":[0,{"locale":[0,"en-US"]}]}';
    const fetchMock = vi.fn().mockResolvedValue(new Response(props, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const island = el();
    island.dataset['propsSrc'] = '/_astro/props.abc.json';
    const hydrate = vi.fn().mockResolvedValue(undefined);
    const load = vi.fn(() => {
      expect(island.getAttribute('props')).toBe(props);
      return Promise.resolve(hydrate);
    });
    hydrateOnQuery(load, options('area'), island);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/_astro/props.abc.json');
  });

  it('fetches nothing when the address lacks the parameter', () => {
    window.history.replaceState(null, '', '/contact');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const island = el();
    island.dataset['propsSrc'] = '/_astro/props.abc.json';
    const load = vi.fn();
    hydrateOnQuery(load, options('area'), island);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});
