import { describe, expect, it } from 'vitest';

import {
  dropUnusedProperties,
  hashSource,
  markupSelectors,
  moveInlineScripts,
  moveQueryIslandProps,
  pageScriptUrls,
  parsePage,
  preloadHero,
  pruneCss,
  replaceStyle,
  serializePage,
  siteStylesheet,
  spriteIcons,
  type Document,
} from './slim-pages.ts';

/** A rewrite applied to a page as the build applies it: parsed once, edited in the tree, serialised once. */
function rewrite(html: string, edit: (document: Document) => void): string {
  const document = parsePage(html);
  edit(document);
  return serializePage(document);
}

const SITE_CSS = [
  '@layer theme{:root{--color-ink:#0b1622;--color-unused:#f00;--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after,:before{box-sizing:border-box}h1,h2{font-weight:700}dialog{padding:0}input::placeholder{opacity:1}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.text-ink{color:var(--color-ink)}',
  '.hover\\:underline:hover{text-decoration-line:underline}.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}',
  '.animate-spin{animation:var(--animate-spin)}.open\\:rotate-180[open]{rotate:180deg}',
  '.aria-expanded\\:bg-ink[aria-expanded=true]{background-color:var(--color-ink)}',
  '.data-\\[state\\=open\\]\\:block[data-state=open]{display:block}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem;height:1rem}.backdrop\\:bg-ink\\/50::backdrop{background:#0b162280}}',
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}',
  '@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%,to{transform:scale(2)}}',
  '@font-face{font-family:Brand;src:url(/brand.woff2)}@font-face{font-family:Unused;src:url(/unused.woff2)}',
  '.font-brand{font-family:Brand}',
].join('');

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>${body}</body></html>`;

/** The selectors left in a stylesheet, in order. */
function selectors(css: string): string[] {
  return [...css.matchAll(/([^{}@;]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((s) => !s.startsWith('layer'));
}

describe("a page's CSS", () => {
  it('keeps what the markup uses, with its states and its media queries, and drops the rest', async () => {
    const css = await pruneCss(SITE_CSS, {
      markup: [page('<h1 class="flex text-ink hover:underline md:hidden">Floors</h1>')],
      scripts: [],
    });
    const kept = selectors(css);
    expect(kept).toContain('.flex');
    expect(kept).toContain('.text-ink');
    expect(kept).toContain('.hover\\:underline:hover');
    expect(kept).toContain('.md\\:hidden');
    expect(css).toContain('@media (width>=48rem)');
    expect(css).toContain('--color-ink:#0b1622');
    for (const gone of [
      '.grid',
      '.md\\:grid-cols-2',
      '.md\\:flex',
      '.animate-spin',
      'dialog',
      '.font-brand',
    ]) {
      expect(kept).not.toContain(gone);
    }
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('@keyframes ping');
    expect(css).not.toContain('@font-face');
  });

  it('keeps the classes, tags and keyframes that a script can put in the page later', async () => {
    const island =
      'const s=e("svg"),a=e("dialog",{className:`grid md:grid-cols-2 ${o?"animate-spin":"[&_svg]:size-4"}`});';
    const css = await pruneCss(SITE_CSS, { markup: [page('<p>Floors</p>')], scripts: [island] });
    const kept = selectors(css);
    for (const used of [
      '.grid',
      '.md\\:grid-cols-2',
      '.animate-spin',
      '.\\[\\&_svg\\]\\:size-4 svg',
      'dialog',
    ]) {
      expect(kept).toContain(used);
    }
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes ping');
  });

  it('keeps the state selectors a visitor or a script toggles: [open], aria-*, data-*', async () => {
    const css = await pruneCss(SITE_CSS, {
      markup: [
        page(
          '<details class="open:rotate-180"><summary class="aria-expanded:bg-ink data-[state=open]:block">Q</summary></details>',
        ),
      ],
      scripts: [],
    });
    const kept = selectors(css);
    expect(kept).toContain('.open\\:rotate-180[open]');
    expect(kept).toContain('.aria-expanded\\:bg-ink[aria-expanded=true]');
    expect(kept).toContain('.data-\\[state\\=open\\]\\:block[data-state=open]');
  });

  it('keeps the @font-face of a family named through a custom property, and the faces it falls back to', async () => {
    const css =
      ':root{--font-sans:"Source Sans 3","Source Sans 3 Fallback Arial",system-ui}body{font-family:var(--font-sans)}' +
      '@font-face{font-family:"Source Sans 3";src:url(/s.woff2)}@font-face{font-family:"Source Sans 3 Fallback Arial";src:local(Arial)}' +
      '@font-face{font-family:"Noto Mono";src:url(/m.woff2)}.table{animation:linear both table-cue}@keyframes table-cue{to{opacity:0}}';
    const out = await pruneCss(css, { markup: [page('<p>x</p>')], scripts: [] });
    expect(out).toContain('@font-face{font-family:"Source Sans 3";src:url(/s.woff2)}');
    expect(out).toContain('@font-face{font-family:"Source Sans 3 Fallback Arial";src:local(Arial)}');
    expect(out).not.toContain('Noto Mono');
    expect(out).not.toContain('@keyframes table-cue');
    const withTable = await pruneCss(css, { markup: [page('<div class="table">x</div>')], scripts: [] });
    expect(withTable).toContain('@keyframes table-cue{to{opacity:0}}');
  });

  it('keeps the @font-face of a family in use', async () => {
    const css = await pruneCss(SITE_CSS, { markup: [page('<p class="font-brand">x</p>')], scripts: [] });
    expect(css).toContain('font-family:Brand;src:url(/brand.woff2)');
    expect(css).not.toContain('Unused');
  });

  it('drops the Tailwind properties no kept rule reads', () => {
    const css =
      '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}' +
      '.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false}' +
      '@property --tw-blur{syntax:"*";inherits:false}';
    const out = dropUnusedProperties(css);
    expect(out).toContain('--tw-shadow:0 0 #0000');
    expect(out).toContain('@property --tw-shadow');
    expect(out).not.toContain('--tw-blur');
    expect(
      dropUnusedProperties('@layer properties{@supports (x:y){*{--tw-blur:initial}}}.a{color:red}'),
    ).toBe('.a{color:red}');
  });
});

describe("what a page's markup can match", () => {
  it('reads tags, classes, ids, attributes, island props and inline scripts, but not JSON-LD', () => {
    const found = markupSelectors(
      page(
        '<nav id="site-menu" class="flex  md:hidden" aria-expanded="false"><astro-island props="{&quot;tone&quot;:[0,&quot;bg-ink&quot;]}"></astro-island></nav>' +
          '<script>el.classList.add("is-open")</script><script type="application/ld+json">{"name":"json-only"}</script>',
      ),
    );
    expect(found.tags).toEqual(expect.arrayContaining(['nav', 'astro-island', 'script']));
    expect(found.classes).toEqual(['flex', 'md:hidden']);
    expect(found.ids).toEqual(['site-menu']);
    expect(found.attributes?.names).toEqual(expect.arrayContaining(['aria-expanded', 'props']));
    expect(found.attributes?.values).toContain('false');
    expect(found.undetermined).toEqual(expect.arrayContaining(['bg-ink', 'is-open']));
    expect(found.undetermined).not.toContain('json-only');
  });

  it('reads the same from a page already parsed, its stylesheet left out, as from the page without it', () => {
    const head = '<head><style data-kind="site">/*! tailwindcss */.a{}</style><title>x</title></head>';
    const body = '<body><p class="lead" data-tone="sea">Floors</p><script>el.hidden = true</script></body>';
    const document = parsePage(`<!doctype html><html lang="en">${head}${body}</html>`);
    const style = siteStylesheet(document);
    expect(style).toBeDefined();
    const fromTree = markupSelectors(document, style);
    expect(fromTree).toEqual(
      markupSelectors(`<!doctype html><html lang="en"><head><title>x</title></head>${body}</html>`),
    );
    expect(fromTree.tags).not.toContain('style');
    expect(fromTree.attributes?.names).not.toContain('data-kind');
  });
});

describe('the inline stylesheet', () => {
  it('replaces the stylesheet and leaves the page policy to serve-config', () => {
    const meta = `<meta http-equiv="content-security-policy" content="style-src ${hashSource('.a{}')}">`;
    const out = rewrite(`<head>${meta}<style>.a{}</style></head>`, (d) => replaceStyle(d, '.a{}', '.b{}'));
    expect(out).toBe(`<html><head>${meta}<style>.b{}</style></head><body></body></html>`);
  });

  it('stops when the page does not carry the stylesheet', () => {
    expect(() => rewrite('<style>.c{}</style>', (d) => replaceStyle(d, '.a{}', '.b{}'))).toThrow(
      /not in the page/,
    );
  });
});

const icon = (name: string, extra: string, paths: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="lucide lucide-${name} ${extra}" aria-hidden="true">${paths}</svg>`;
const PHONE = '<path d="M1 1h2"></path>';
const STAR = '<path d="M5 5l2 2"></path>';

const sprite = (html: string) => rewrite(html, spriteIcons);

describe('icons drawn once', () => {
  it('turns an icon used twice into a symbol and two uses, keeping each use’s own attributes', () => {
    const html = page(
      `<a href="tel:1">${icon('phone', 'size-5', PHONE)}Call</a><p>${icon('phone', 'size-4 text-accent', PHONE)}</p>${icon('star', 'size-4', STAR)}`,
    );
    const out = sprite(html);
    expect(out).toContain(
      '<body><svg width="0" height="0" aria-hidden="true"><symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1h2"></path></symbol></svg>',
    );
    expect(out).toContain(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="size-5" aria-hidden="true"><use href="#icon-phone"></use></svg>Call',
    );
    expect(out).toContain(
      'class="size-4 text-accent" aria-hidden="true"><use href="#icon-phone"></use></svg>',
    );
    // Used once: drawn in place, its tag without lucide's class names and the namespace.
    expect(out).toContain(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="size-4" aria-hidden="true"><path d="M5 5l2 2"></path></svg>',
    );
    expect(out.match(/M1 1h2/g)).toHaveLength(1);
  });

  it('leaves icons inside an island whole, since React hydrates them from the markup', () => {
    const inIsland = `<astro-island uid="a">${icon('phone', 'size-5', PHONE)}</astro-island>`;
    const html = page(`${icon('phone', 'size-5', PHONE)}${inIsland}`);
    expect(sprite(html)).not.toContain('<use');
    expect(sprite(html)).toContain(inIsland);
    const three = page(`${icon('phone', 'a', PHONE)}${icon('phone', 'b', PHONE)}${inIsland}`);
    expect(sprite(three)).toContain(inIsland);
  });

  it('picks a symbol id no element of the page has', () => {
    const html = page(`<div id="icon-phone"></div>${icon('phone', 'a', PHONE)}${icon('phone', 'b', PHONE)}`);
    expect(sprite(html)).toContain('<symbol id="icon-phone-2"');
  });
});

const hero = (html: string) => rewrite(html, preloadHero);

describe('the hero photo preload', () => {
  const head =
    '<head><meta charset="utf-8"><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin="anonymous"><title>x</title></head>';
  it('preloads each media of a picture with its first type, right after the brand face', () => {
    const picture =
      '<picture><source type="image/avif" media="(max-width: 767px)" srcSet="/s.avif 400w, /m.avif 600w" sizes="100vw"/>' +
      '<source type="image/webp" media="(max-width: 767px)" srcSet="/s.webp 400w" sizes="100vw"/>' +
      '<source type="image/avif" srcSet="/l.avif 768w" sizes="100vw"/><source type="image/webp" srcSet="/l.webp 768w" sizes="100vw"/>' +
      '<img src="/l.webp" srcSet="/l.webp 768w" sizes="100vw" fetchPriority="high" alt=""/></picture>';
    const out = hero(`<!DOCTYPE html><html>${head}<body>${picture}</body></html>`);
    expect(out).toContain(
      'crossorigin="anonymous">' +
        '<link rel="preload" as="image" imagesrcset="/s.avif 400w, /m.avif 600w" imagesizes="100vw" type="image/avif" media="(max-width: 767px)" fetchpriority="high">' +
        '<link rel="preload" as="image" imagesrcset="/l.avif 768w" imagesizes="100vw" type="image/avif" media="not all and (max-width: 767px)" fetchpriority="high"><title>',
    );
  });

  it('preloads a lone image by its own set, and nothing on a page without a hero photo', () => {
    const img = '<img src="/a.webp" srcset="/a.webp 768w" sizes="100vw" fetchpriority="high" alt="">';
    expect(hero(`<!DOCTYPE html><html>${head}<body>${img}</body></html>`)).toContain(
      '<link rel="preload" as="image" imagesrcset="/a.webp 768w" imagesizes="100vw" fetchpriority="high"><title>',
    );
    const plain = `<!DOCTYPE html><html>${head}<body><img src="/a.webp" alt=""></body></html>`;
    expect(hero(plain)).toBe(plain);
  });
});

describe('the parts of form fields', () => {
  const css =
    '@layer base{::placeholder{opacity:1}@supports (x:y){::placeholder{color:currentColor}}::-webkit-datetime-edit{padding:0}' +
    '::file-selector-button{margin:0}*,::backdrop{border:0}}';
  it('drops their rules from a page without a field', async () => {
    const out = await pruneCss(css, { markup: [page('<p>Floors</p>')], scripts: [] });
    expect(out).not.toMatch(/placeholder|webkit|file-selector|@supports/);
    expect(out).toContain('*,::backdrop{border:0}');
  });
  it('keeps them where the markup or a script makes a field', async () => {
    for (const content of [
      { markup: [page('<form><input name="area"></form>')], scripts: [] },
      { markup: [page('<p>x</p>')], scripts: ['e("textarea",{rows:4})'] },
    ]) {
      const out = await pruneCss(css, content);
      expect(out).toContain('::placeholder{opacity:1}');
      expect(out).toContain('::-webkit-datetime-edit{padding:0}');
      expect(out).toContain('::file-selector-button{margin:0}');
    }
  });
});

describe('the props of an island that hydrates only for some visitors', () => {
  it('go to a file named by their content, and the island says where', () => {
    const props = '{&quot;data&quot;:[0,{&quot;a&quot;:[0,&quot;x &amp; y&quot;]}]}';
    const html = page(
      `<astro-island uid="a" component-url="/_astro/d.js" ssr client="query" props="${props}" opts="{}"></astro-island>` +
        `<astro-island uid="b" component-url="/_astro/c.js" client="visible" props="${props}"></astro-island>`,
    );
    let files: { name: string; text: string }[] = [];
    const out = rewrite(html, (d) => {
      files = moveQueryIslandProps(d, '/_astro');
    });
    expect(files).toEqual([
      { name: expect.stringMatching(/^props\.[0-9a-f]{12}\.json$/), text: '{"data":[0,{"a":[0,"x & y"]}]}' },
    ]);
    expect(out).toContain(`client="query" data-props-src="/_astro/${files[0]!.name}" opts="{}">`);
    // An island that hydrates for every visitor keeps its props in the page.
    expect(out).toContain(`client="visible" props="${props}"`);
  });
});

describe("Astro's inline island scripts", () => {
  it('become one cached file, run with defer where the first stood, in their order', () => {
    const html = page(
      '<script>(self.Astro||(self.Astro={})).visible=1</script><astro-island client="visible"></astro-island>' +
        '<script>customElements.define("astro-island",class{})</script>' +
        '<script type="application/ld+json">{"@type":"WebPage"}</script>' +
        '<script type="module" src="/_astro/site.js"></script>',
    );
    let file: { name: string; text: string } | undefined;
    const out = rewrite(html, (d) => {
      file = moveInlineScripts(d, '/_astro');
    });
    expect([file]).toEqual([
      {
        name: expect.stringMatching(/^island\.[0-9a-f]{12}\.js$/),
        text: '(self.Astro||(self.Astro={})).visible=1;\ncustomElements.define("astro-island",class{})',
      },
    ]);
    expect(out).toContain(
      `<body><script defer="" src="/_astro/${file!.name}"></script><astro-island client="visible"></astro-island><script type="application/ld+json">`,
    );
    // JSON-LD is data, not run: it stays in the page, as does a script that already has a file.
    expect(out).toContain('<script type="application/ld+json">{"@type":"WebPage"}</script>');
    expect(out).toContain('<script type="module" src="/_astro/site.js"></script>');
    expect(rewrite(out, (d) => expect(moveInlineScripts(d, '/_astro')).toBeUndefined())).toBe(out);
  });
});

describe('rules for any page', () => {
  it('keeps a rule of pseudo-classes alone, like the focus outline, on a page with no class to match', async () => {
    const css =
      '@layer base{:focus-visible{outline:3px solid red}:-moz-focusring:where(:not(iframe)){outline:auto}*,::backdrop{border:0}.unused{color:red}}';
    const out = await pruneCss(css, { markup: [page('<a href="/">x</a>')], scripts: [] });
    expect(out).toContain(':focus-visible{outline:3px solid red}');
    expect(out).toContain(':-moz-focusring:where(:not(iframe)){outline:auto}');
    expect(out).toContain('*,::backdrop{border:0}');
    expect(out).not.toContain('.unused');
    expect(out).not.toContain('purgecss');
  });

  it('keeps the theme variables such a rule reads, and those a kept variable reads, dropping the rest', async () => {
    const css =
      '@layer theme{:root{--color-accent-strong:#b3401f;--font-sans:Brand;--default-font-family:var(--font-sans);--color-unused:#f00}}' +
      '@layer base{:focus-visible{outline:3px solid var(--color-accent-strong)}html{font-family:var(--default-font-family)}}';
    const out = await pruneCss(css, { markup: [page('<a href="/">x</a>')], scripts: [] });
    expect(out).toContain('--color-accent-strong:#b3401f');
    expect(out).toContain('--default-font-family:var(--font-sans)');
    expect(out).toContain('--font-sans:Brand');
    expect(out).not.toContain('--color-unused');
  });
});

describe('the rewrites read the page as a browser does, where a regex over the text would not', () => {
  it('moves only real bare scripts: not one in a comment, nor `<script>` written inside a JSON-LD string', () => {
    const jsonLd = '<script type="application/ld+json">{"name":"<script>x</script>';
    const html = page(`<!-- <script>old()</script> -->${jsonLd}<SCRIPT>run()</SCRIPT>`);
    let file: { name: string; text: string } | undefined;
    const out = rewrite(html, (d) => {
      file = moveInlineScripts(d, '/_astro');
    });
    expect(file?.text).toBe('run()');
    expect(out).toContain('<!-- <script>old()</script> -->');
    expect(out).toContain('<script type="application/ld+json">{"name":"<script>x</script>');
    expect(out).toContain(`<script defer="" src="/_astro/${file!.name}"></script></body>`);
  });

  it("moves an island's props when a value holds `>` and the tags are uppercase", () => {
    const props = '{&quot;area&quot;:[0,&quot;&gt;500 sq ft&quot;],&quot;note&quot;:[0,&quot;a>b&quot;]}';
    const html = page(
      `<ASTRO-ISLAND UID="a" TITLE='not client="query"' CLIENT="query" PROPS="${props}" OPTS="{}"></ASTRO-ISLAND>` +
        `<astro-island uid="b" title=' client="query"' client="visible" props="{}"></astro-island>`,
    );
    let files: { name: string; text: string }[] = [];
    const out = rewrite(html, (d) => {
      files = moveQueryIslandProps(d, '/_astro');
    });
    expect(files.map((file) => file.text)).toEqual(['{"area":[0,">500 sq ft"],"note":[0,"a>b"]}']);
    expect(out).toContain(`client="query" data-props-src="/_astro/${files[0]!.name}" opts="{}">`);
    expect(out).toContain(`client="visible" props="{}"`);
  });

  it('puts the icon sprite in the body, not in a comment naming <body> nor in a body attribute holding `>`', () => {
    const icons = `${icon('phone', 'a', PHONE)}${icon('phone', 'b', PHONE)}`;
    const html = `<!DOCTYPE html><html><head><!-- <body> --><title>x</title></head><BODY data-note="a>b">${icons}</BODY></html>`;
    const out = sprite(html);
    expect(out).toContain(
      '<!-- <body> --><title>x</title></head><body data-note="a&gt;b"><svg width="0" height="0"',
    );
    expect(out.match(/<symbol /g)).toHaveLength(1);
  });

  it('preloads the hero after an uppercase font link, not after one in a comment nor before a `</head>` in a script', () => {
    const head =
      '<head><!-- <link rel="preload" href="/old.woff2" as="font"> --><script type="application/ld+json">{"a":"</head>"}</script>' +
      '<LINK REL="preload" HREF="/f.woff2" AS="font" TYPE="font/woff2"><title>x</title></head>';
    const out = hero(
      `<!DOCTYPE html><html>${head}<body><IMG SRC="/a.webp" FETCHPRIORITY="high" ALT=""></body></html>`,
    );
    expect(out).toContain(
      'type="font/woff2"><link rel="preload" as="image" href="/a.webp" fetchpriority="high"><title>x</title>',
    );
    expect(out.match(/as="image"/g)).toHaveLength(1);
  });

  it('finds the stylesheet to cut by its element, uppercase or not, and never a <style> written in a comment', () => {
    const css = '/*! tailwindcss v4 */.a{}';
    const html = `<!DOCTYPE html><html><head><!-- <style>${css}</style> --><STYLE>${css}</STYLE></head><body></body></html>`;
    const out = rewrite(html, (d) => {
      expect(siteStylesheet(d)).toBeDefined();
      replaceStyle(d, css, '.b{}');
    });
    expect(out).toContain(`<!-- <style>${css}</style> --><style>.b{}</style></head>`);
  });

  it("lists the page's code by element and attribute, not by text that only looks like a tag", () => {
    const html = page(
      '<!-- <script src="/_astro/old.js"></script> --><SCRIPT TYPE="module" SRC="/_astro/site.js"></SCRIPT>' +
        '<link href="/_astro/p.js" rel="modulepreload">' +
        '<astro-island component-url="/_astro/form.js" renderer-url="/_astro/client.js" props="{&quot;x&quot;:&quot;component-url=\\&quot;/_astro/no.js\\&quot;&quot;}"></astro-island>',
    );
    expect(pageScriptUrls(parsePage(html))).toEqual({
      code: ['/_astro/site.js', '/_astro/p.js', '/_astro/form.js'],
      renderer: ['/_astro/client.js'],
    });
  });
});
