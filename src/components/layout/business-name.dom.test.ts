/**
 * Any business name renders right everywhere the name appears: the title and social tags, the
 * header and footer wordmarks, the copyright line, the social image's alt text and its drawn text,
 * and the JSON-LD graph. Run with the names a rename must survive (src/test/business-names.ts); the
 * rename check builds the whole site once with the hardest of them. The shell is rendered to an
 * HTML string as the build writes it, then parsed back, so escaping mistakes show as wrong text.
 */
import { HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { socialImageOverlay } from '#src/lib/social-image.ts';
import { hardNames } from '#src/test/business-names.ts';
import { renamed, renderPageShell } from '#src/test/page-shell.ts';

const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'] });

const parse = (html: string, type: DOMParserSupportedType = 'text/html') =>
  new DOMParser().parseFromString(html, type);

/** The words of an element as a reader meets them: text nodes joined, whitespace collapsed. */
const words = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each(hardNames)('the name "%s"', (name) => {
  const facts = renamed(name);

  it.each(['en', 'es'] as const)('renders a page in %s that passes html-validate', async (locale) => {
    const report = await validator.validateString(renderPageShell(facts, locale));
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });

  it.each(['en', 'es'] as const)(
    'reads whole in the title, social tags, alt text and © line in %s',
    (locale) => {
      const page = parse(renderPageShell(facts, locale));
      const title = `${ui[locale].nav.pricing} | ${name}`;
      const content = (selector: string) => page.querySelector(selector)?.getAttribute('content');
      expect(page.title).toBe(title);
      expect(content('meta[property="og:site_name"]')).toBe(name);
      expect(content('meta[property="og:title"]')).toBe(title);
      expect(content('meta[name="twitter:title"]')).toBe(title);
      const alt = format(ui[locale].socialImageAlt, { company: name });
      expect(content('meta[property="og:image:alt"]')).toBe(alt);
      expect(content('meta[name="twitter:image:alt"]')).toBe(alt);
      const rights = format(ui[locale].rights, { year: 2026, company: name });
      expect([...page.querySelectorAll('footer p')].map(words)).toContain(rights);
    },
  );

  it('reads whole, every word and no "…", in the header and footer wordmarks', () => {
    const page = parse(renderPageShell(facts, 'en'));
    const marks = [...page.querySelectorAll('header a[href="/"], footer a[href="/"]')].filter((link) =>
      link.querySelector('svg'),
    );
    expect(marks).toHaveLength(2);
    for (const mark of marks) {
      const lines = [...mark.querySelectorAll(':scope > span > span')].map(words);
      expect(lines.join(' ')).toBe(name);
    }
  });

  it('survives the JSON-LD graph: parsed back, the business and the website carry it', () => {
    const page = parse(renderPageShell(facts, 'es'));
    const json = page.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    // Script content is not HTML: "&" and "'" stay as they are, never as entities.
    expect(json).not.toMatch(/&(amp|apos|#x?[0-9a-f]+);/i);
    const graph = (
      JSON.parse(json) as { '@graph': { '@type': string; name?: string; legalName?: string }[] }
    )['@graph'];
    expect(graph.find((node) => node['@type'] === 'HomeAndConstructionBusiness')).toMatchObject({
      name,
      legalName: `${name} LLC`,
    });
    expect(graph.find((node) => node['@type'] === 'WebSite')?.name).toBe(name);
  });

  it('is drawn on the social image as well-formed SVG text', async () => {
    const svg = socialImageOverlay(name, facts.tagline.en);
    // librsvg refuses malformed XML: an unescaped "&" would fail here.
    await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ format: 'svg' });
    const drawn = [...parse(svg, 'image/svg+xml').querySelectorAll('text[font-weight="700"]')].map(words);
    expect(drawn.join(' ')).toBe(name);
  });
});
