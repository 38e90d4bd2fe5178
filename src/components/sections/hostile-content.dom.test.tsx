import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from '#src/lib/seo/serialize.ts';
import type { Testimonial } from '#src/schemas/testimonial.ts';
import { TestimonialList } from './testimonial-list.tsx';

/** A testimonial written to break out of the page: closing tags, a script, markup and both quotes. */
const hostile: Testimonial = {
  name: 'Eve "the <b>tester</b>" O\'Hara',
  location: 'Hialeah</script><script>alert(2)</script>',
  rating: 5,
  project: '<img src=x onerror="alert(3)">',
  text: 'Great floor!</script><script>alert(1)</script> <a href="javascript:alert(4)">click</a> "quoted" & \'single\' <!-- -->',
};

/**
 * The page as the build writes it: the testimonial in the JSON-LD graph (serialised by
 * src/lib/seo/serialize.ts, as src/components/seo/JsonLd.astro does) and in the quote list.
 */
function page(): Document {
  const graph = {
    '@context': 'https://schema.org',
    '@type': 'Review',
    reviewBody: hostile.text,
    author: { '@type': 'Person', name: hostile.name, address: hostile.location },
    itemReviewed: { '@type': 'Service', name: hostile.project },
  };
  const html = `<!doctype html><html lang="en"><head><title>t</title>
<script type="application/ld+json">${serializeJsonLd(graph)}</script></head><body><main>${renderToStaticMarkup(
    <TestimonialList items={[hostile]} ratedLabel={(rating) => `Rated ${rating} out of 5`} />,
  )}</main></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a testimonial with hostile content', () => {
  it('stays inside the JSON-LD script, which parses back to the exact words', () => {
    const document = page();
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    const data = JSON.parse(scripts[0]?.textContent ?? '') as {
      reviewBody: string;
      author: { name: string; address: string };
      itemReviewed: { name: string };
    };
    expect(data.reviewBody).toBe(hostile.text);
    expect(data.author).toMatchObject({ name: hostile.name, address: hostile.location });
    expect(data.itemReviewed.name).toBe(hostile.project);
  });

  it('is shown as text: no element, attribute or link comes out of it', () => {
    const document = page();
    const main = document.querySelector('main');
    expect(main?.querySelector('blockquote p')?.textContent).toBe(`“${hostile.text}”`);
    expect(main?.querySelector('figcaption')?.textContent).toContain(hostile.name);
    expect(main?.querySelector('figcaption')?.textContent).toContain(hostile.location);
    expect(main?.querySelector('figcaption')?.textContent).toContain(hostile.project);
    expect(main?.querySelectorAll('script, b, img, a, [onerror]')).toHaveLength(0);
    expect(document.querySelectorAll('body script')).toHaveLength(0);
  });
});
