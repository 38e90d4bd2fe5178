import { describe, expect, it } from 'vitest';

import { blockSchema } from './blocks.ts';
import { hrefSchema } from './link.ts';

const heading = { title: 'Setting up our channel' };

describe('production block', () => {
  it('accepts a checklist, placeholder cards, or both', () => {
    const base = { kind: 'production', heading, status: 'In production', note: 'Filming now.' };
    expect(blockSchema.safeParse({ ...base, checklist: [{ label: 'Artwork', done: true }] }).success).toBe(
      true,
    );
    expect(blockSchema.safeParse({ ...base, items: [{ title: 'Marisol G.' }] }).success).toBe(true);
  });

  it('refuses a panel with nothing in it', () => {
    const result = blockSchema.safeParse({
      kind: 'production',
      heading,
      status: 'In production',
      note: 'Soon.',
    });
    expect(result.success).toBe(false);
  });
});

describe('slot block', () => {
  it('needs an id: it names the slot the route fills', () => {
    expect(blockSchema.safeParse({ kind: 'slot', heading, id: 'leadership' }).success).toBe(true);
    expect(blockSchema.safeParse({ kind: 'slot', heading }).success).toBe(false);
  });
});

describe('steps block', () => {
  it('publishes no HowTo unless asked', () => {
    const block = blockSchema.parse({
      kind: 'steps',
      heading,
      items: [
        { title: 'a', text: 'b' },
        { title: 'c', text: 'd' },
      ],
    });
    expect(block).toMatchObject({ howTo: false });
  });
});

describe('URL fact tokens', () => {
  it('are accepted as link targets; other tokens are not', () => {
    expect(hrefSchema.safeParse('{licenseVerifyUrl}').success).toBe(true);
    expect(hrefSchema.safeParse('{phone}').success).toBe(false);
  });
});
