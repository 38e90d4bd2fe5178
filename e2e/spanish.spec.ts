/**
 * The Spanish twins: each /es page is in Spanish from <html lang> to the
 * interface, is paired with its English page by reciprocal hreflang links, links only to Spanish
 * pages but for the way back to English; English pages offer "Español". Figures and axe are checked elsewhere (check-twins, the sitemap sweep).
 */

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';

// One page per worker for the twin sweep (e2e/sweep.ts); the other tests open their own, as usual.
import { expect, test } from './sweep.ts';

// Each twin's lang, canonical, og:locale, hreflang triple, language link to the other twin, one h1,
// sitemap entry and JSON-LD inLanguage are dist checks (scripts/build/lib/checks/language.ts,
// sitemap.ts, head.ts, page-markup.ts): they fail in the build, naming the page. What a visitor sees stays here.
test('a Spanish page says the office speaks Spanish, and the business record says so too', async ({
  page,
}) => {
  await page.goto('/es');
  await expect(page.getByRole('contentinfo').getByText(ui.es.weSpeakSpanish)).toBeVisible();
  const graph = await page.locator('script[type="application/ld+json"]').textContent();
  expect(graph).toContain('"availableLanguage":["English","Spanish"]');
});

test('a Spanish visitor stays in Spanish: the logo leads to /es, every internal link to a Spanish page but the language switch', async ({
  page,
}) => {
  for (const path of ['/es', '/es/services/garage', '/es/contact']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/es');
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveAttribute('href', '/es');
    const english = await page
      .locator('a[href^="/"]:not([hreflang^="en"])')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href') ?? '')
          .filter((href) => !/^\/es(?:[/?#]|$)/.test(href) && !/\.[a-z0-9]+$/i.test(href)),
      );
    expect(english, path).toEqual([]);
    await expect(page.getByText(/\(en inglés\)/)).toHaveCount(0);
  }
});

test('the Spanish contact page reaches the company in Spanish: text and email prefilled in Spanish', async ({
  page,
}) => {
  await page.goto('/es/contact');
  const text = page.getByRole('link', { name: ui.es.estimate.textLabel });
  const sms = decodeURIComponent((await text.getAttribute('href')) ?? '');
  expect(sms).toContain(`sms:${business.phones.local}`);
  expect(sms).toContain(ui.es.estimate.smsBody);
  const mail = page.getByRole('link', { name: ui.es.estimate.emailLabel });
  const mailto = decodeURIComponent((await mail.getAttribute('href')) ?? '');
  expect(mailto).toContain(`mailto:${business.email}`);
  expect(mailto).toContain(ui.es.estimate.emailSubject);
});

test('the Spanish FAQ search answers in Spanish', async ({ page }) => {
  await page.goto('/es/faq');
  const search = page.getByRole('searchbox', { name: ui.es.faqSearch.label });
  // The search box works once its island hydrates, when it scrolls into view.
  await search.scrollIntoViewIfNeeded();
  await search.fill('garantia');
  await expect(page.getByText(/^Encontramos \d+ resultados?$/)).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText(ui.es.faqSearch.empty.replace('{query}', 'zzzz'))).toBeVisible();
  await page.getByRole('button', { name: ui.es.faqSearch.clear }).click();
  await expect(search).toHaveValue('');
});
