import { describe, expect, it } from 'vitest';

import { blocksSchema } from './blocks.ts';
import { hrefSchema } from './link.ts';

const hero = { kind: 'hero', title: 'Floors', lead: 'Lead.', image: 'garage-flake' };
const cta = { kind: 'cta', heading: { title: 'Ready?' } };

describe('page blocks', () => {
  it('accept a hero followed by sections', () => {
    expect(blocksSchema.safeParse([hero, cta]).success).toBe(true);
  });

  it('need the hero first, once, because it holds the page h1', () => {
    expect(blocksSchema.safeParse([cta, hero]).success).toBe(false);
    expect(blocksSchema.safeParse([hero, { ...hero }]).success).toBe(false);
  });

  it('reject two sections with the same anchor id', () => {
    expect(blocksSchema.safeParse([hero, cta, cta]).success).toBe(false);
    expect(blocksSchema.safeParse([hero, cta, { ...cta, id: 'closing' }]).success).toBe(true);
  });

  it('reject a comparison row whose cells do not match the columns', () => {
    const table = {
      kind: 'comparison',
      heading: { title: 'T' },
      columns: ['Feature', 'Pro', 'DIY'],
      rows: [{ label: 'Life', cells: ['15-20+ years'] }],
    };
    const result = blocksSchema.safeParse([hero, table]);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('has 1 cells; the table has 2 value columns');
  });

  it('accept a price table naming priced applications once each, and nothing else', () => {
    const table = {
      kind: 'price-table',
      heading: { title: 'Prices' },
      columns: { application: 'A', standard: 'S', premium: 'P', installDays: 'D', bestFor: 'B' },
      rows: [{ application: 'garage', label: 'Garage floors', bestFor: 'Homes' }],
    };
    expect(blocksSchema.safeParse([hero, table]).success).toBe(true);
    const twice = { ...table, rows: [...table.rows, ...table.rows] };
    expect(blocksSchema.safeParse([hero, twice]).success).toBe(false);
    const unknown = { ...table, rows: [{ application: 'basement', label: 'Basement', bestFor: 'Homes' }] };
    expect(blocksSchema.safeParse([hero, unknown]).success).toBe(false);
  });

  it('reject an unknown block kind and a photo named with its extension or a path', () => {
    expect(blocksSchema.safeParse([hero, { kind: 'carousel', heading: { title: 'T' } }]).success).toBe(false);
    expect(blocksSchema.safeParse([{ ...hero, image: 'garage-flake.jpg' }, cta]).success).toBe(false);
    expect(blocksSchema.safeParse([{ ...hero, image: '../garage-flake' }, cta]).success).toBe(false);
  });
});

describe('links in content', () => {
  it('accept routes of the site, fragments and https addresses', () => {
    for (const href of ['/pricing', '/services/garage#faq', 'https://www.myfloridalicense.com/']) {
      expect(hrefSchema.safeParse(href).success).toBe(true);
    }
  });

  it('reject paths that cannot be routes and insecure or script addresses', () => {
    for (const href of [
      'pricing',
      '/Pricing',
      '/services/garage#',
      'http://example.com',
      'javascript:alert(1)',
    ]) {
      expect(hrefSchema.safeParse(href).success).toBe(false);
    }
  });
});
