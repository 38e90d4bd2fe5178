import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';

import { business, settingsNotices } from '#src/data/business.ts';
import { redirects } from '#src/lib/routes.ts';
import { siteBuild } from './scripts/build/integration.ts';

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: business.siteUrl,
  output: 'static',
  // The content store and the image cache live in the checkout, not in node_modules/.astro: the rename
  // and new-page checks build copies of the project that link to this node_modules, in parallel, and a
  // shared content store let one copy's build read another's collections (a new page went unbuilt).
  cacheDir: './.astro/cache',
  // "/about" is emitted as about.html: static hosts serve it at the clean URL, and it matches the canonical.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // The stylesheet is small; inlining it saves a render-blocking round trip on a phone.
    inlineStylesheets: 'always',
  },
  redirects,
  // Astro hashes its own inline scripts and styles into a CSP <meta>; serve-config (a step of siteBuild)
  // rewrites each page's <meta> with that page's hashes and the settings' origins
  // (src/data/http-policy.ts); the header carries what a <meta> cannot, such as frame-ancestors.
  security: { csp: true },
  // English at the root, Spanish twins under /es (src/pages/[...lang]/); no fallback: a page without
  // a Spanish version has no /es address at all.
  i18n: {
    locales: ['en', 'es'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  image: {
    // AVIF at sharp's effort 1 instead of 4: a fresh build's images in about a third of the time.
    // Against effort 2 (3 Dec 2026): 0.79x the CPU of a build without the image cache (56.8 against
    // 73.9 s, median of 3 paired runs), the site's 186 AVIF files 1% smaller in all, 0.2 dB of PSNR
    // (35.3 against 35.5 dB at 960 px); the phone hero stays far below its 50 KB budget. WebP, the
    // fallback for browsers without AVIF, at effort 2 instead of 4: 0.87x the CPU again (52.5 against
    // 56.8 s), its files 6.6% larger.
    service: {
      entrypoint: 'astro/assets/services/sharp',
      config: { avif: { effort: 1 }, webp: { effort: 2 } },
    },
  },
  integrations: [
    react(),
    {
      // `client:interaction`: hydrate an island when the visitor reaches for it (src/lib/hydrate-on-interaction.ts).
      // `client:query`: only when the address carries a parameter (src/lib/hydrate-on-query.ts).
      name: 'client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./src/lib/hydrate-on-interaction.ts', import.meta.url)),
          });
          addClientDirective({
            name: 'query',
            entrypoint: fileURLToPath(new URL('./src/lib/hydrate-on-query.ts', import.meta.url)),
          });
        },
      },
    },
    {
      // Says once per build how the settings were read: with both a quote form and a third-party
      // form set, which one visitors see (src/data/business.ts).
      name: 'settings-notices',
      hooks: {
        'astro:build:start': ({ logger }) => {
          for (const notice of settingsNotices) logger.warn(notice);
        },
      },
    },
    mdx(),
    sitemap({
      // Pairs each page with its twin (xhtml:link alternates) in the sitemap.
      i18n: { defaultLocale: 'en', locales: { en: 'en-US', es: 'es-US' } },
      filter: (page) =>
        !/\/(403|404|500|admin|thank-you)$/.test(page) &&
        !Object.keys(redirects).some((from) => page.endsWith(from)),
    }),
    // Last, so it sees the sitemap: the twins check before the build, then slim-pages, serve-config and
    // check-dist over the built folder (scripts/build/integration.ts; docs/architecture.md, "The build").
    siteBuild(),
  ],
  vite: {
    plugins: [tailwindcss()],
    build: {
      // The layout's site script goes out as a file, not inline: cached across pages, and each page's
      // document stays small enough to arrive in one round trip (slim-pages, in scripts/build/integration.ts). Other
      // assets keep Vite's default.
      assetsInlineLimit: (file: string) => (/\.[cm]?js$/.test(file) ? false : undefined),
    },
    // @astrojs/react 7's server entry imports the virtual "astro:react:opts" module; left external,
    // Node cannot resolve that scheme during prerendering, so the renderer is bundled instead.
    environments: { prerender: { resolve: { noExternal: ['@astrojs/react'] } } },
  },
});
