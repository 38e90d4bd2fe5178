import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { axeViolations } from './axe.ts';
import { quoteBaseUrl, quoteHostOrigin, thirdPartyOrigin } from './configured-site.ts';
import { expect, pagePolicy, test } from './csp.ts';
import { startQuoteSite, type QuoteSite } from './quote-site.ts';
import { quoteAnalyticsSite, quoteEndpoint, quoteOwnerFacts } from './test-builds.ts';
import { desktop, phone } from './viewports.ts';

import { business, parseBusiness } from '#src/data/business.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { email, localPhone, primaryPhone } from '#src/lib/contact.ts';
import { honeypotField, photoLimits } from '#src/lib/quote-form.ts';
import { quoteSiteSettings } from '#scripts/build/lib/configured-settings.ts';
import type { QuoteMode, QuoteRequest } from './third-party-server.ts';

// The build with the site's own quote form posting to the stand-in endpoint (e2e/test-builds.ts,
// served by e2e/quote-site.ts). The tests share the endpoint's mode and records, so they run one
// at a time.
test.use({ baseURL: quoteBaseUrl });
test.describe.configure({ mode: 'serial' });

interface ServerState {
  quotes: QuoteRequest[];
  quotePreflights: string[];
  providers: { api: string; body: string; status: number; problems: string[] }[];
}

const copy = ui.en.quoteForm;
const city = serviceCities[1].name;
const visitor = { name: 'Ana Pérez', phone: '(305) 555-0123', email: 'ana@example.com', area: '1,200' };

/** A pattern that matches the text as it is. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

let site: QuoteSite;

test.beforeAll(async () => {
  // Its build is made by `npm test` before the browser tests; run alone, this may make it (a minute or two).
  test.setTimeout(600_000);
  site = await startQuoteSite();
});

test.afterAll(async () => {
  await site.stop();
});

test.beforeEach(async ({ request }) => {
  await request.post(`${thirdPartyOrigin}/quote-reset`);
});

async function serverState(request: APIRequestContext): Promise<ServerState> {
  return (await (await request.get(`${thirdPartyOrigin}/collected`)).json()) as ServerState;
}

async function quotes(request: APIRequestContext): Promise<Record<string, string>[]> {
  return (await serverState(request)).quotes.map((quote) => quote.fields);
}

/** The settings this build was made with (e2e/test-builds.ts). */
const built = quoteSiteSettings({ quote: quoteEndpoint, form: '', collector: '', siteId: '' });

async function setQuoteMode(request: APIRequestContext, mode: QuoteMode) {
  await request.post(`${thirdPartyOrigin}/quote-mode?mode=${mode}`);
}

/** The quote form, once its island has woken up (it hydrates as it nears the viewport). */
async function hydratedForm(page: Page, title = copy.title): Promise<Locator> {
  const form = page.getByRole('form', { name: title });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  return form;
}

/** Answers every question as a visitor does. */
async function fillIn(form: Locator, words = copy) {
  await form.getByLabel(words.name).fill(visitor.name);
  await form.getByLabel(words.phone, { exact: true }).fill(visitor.phone);
  await form.getByLabel(words.email).fill(visitor.email);
  await form.getByLabel(words.city).selectOption(city);
  await form.getByLabel(words.kind).selectOption('garage');
  await form.getByLabel(words.area).fill(visitor.area);
  await form.getByLabel(words.message).fill('Oil stains by the door');
}

/** The form's words of one language, and the kinds in English for the subject. */
const kindsEn = ui.en.estimator.kinds;

/** Fills the form in and sends it, after the minimum fill time (on the page's own clock). */
async function send(page: Page, form: Locator, words = copy) {
  await fillIn(form, words);
  await page.clock.fastForward(business.quoteForm.minFillMs);
  await form.getByRole('button', { name: words.submit }).click();
}

/** What every request of the full form carries, with or without JavaScript. */
const expectedFields = {
  name: visitor.name,
  phone: visitor.phone,
  email: visitor.email,
  city,
  kind: 'garage',
  area: visitor.area,
  visit: '',
  message: 'Oil stains by the door',
  [honeypotField]: '',
  access_key: built['PUBLIC_QUOTE_FORM_KEY'],
};

/** What the island adds: the subject with the job in it, and where the visit started. */
const islandFields = {
  subject: `Quote request: ${kindsEn.garage} · ${city} · about 1,200 sq ft`,
  landing_page: '/contact',
};

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('an empty submit sends nothing and says why at each field, and axe finds nothing to fix', async ({
    page,
    request,
  }) => {
    for (const viewport of [phone.viewport, desktop.viewport]) {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      const form = await hydratedForm(page);
      await form.getByRole('button', { name: copy.submit }).click();
      await expect(form.getByLabel(copy.name)).toBeFocused();
      for (const [label, error] of [
        [copy.name, copy.errors.name],
        [copy.phone, copy.errors.reach],
      ] as const) {
        const control = form.getByLabel(label, { exact: label === copy.phone });
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(literally(error));
      }
      await expect(form.getByRole('status')).toHaveText(format(copy.notSent.other, { count: 2 }));
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await quotes(request)).toEqual([]);
  });

  test('a visitor sends a quote request from /contact and is told what happens next', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await send(page, form);
    const thanks = page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) });
    await expect(thanks).toBeFocused();
    await expect(page.getByText(format(copy.sent.next, { phone: visitor.phone }))).toBeVisible();

    const [quote, ...more] = (await serverState(request)).quotes;
    expect(more).toEqual([]);
    expect(quote?.method).toBe('POST');
    expect(quote?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(quote?.accept).toBe('application/json');
    expect(quote?.origin).toBe(quoteBaseUrl);
    expect(quote?.cookie).toBe('');
    expect(quote?.fields).toEqual({ ...expectedFields, ...islandFields, language: 'en' });
    expect(quote?.files).toEqual([]);
    // A CORS-safelisted request: the endpoint needs to answer no preflight.
    expect((await serverState(request)).quotePreflights).toEqual([]);

    // Analytics hear of it with the kind of floor and the size band, and nothing the visitor typed.
    const mine = async () =>
      (await serverState(request)).providers.filter(
        (entry) => entry.body.includes(quoteAnalyticsSite) && entry.body.includes('quote_submitted'),
      );
    await expect.poll(async () => (await mine()).length).toBe(1);
    const [report] = await mine();
    expect(report?.problems).toEqual([]);
    expect(JSON.parse(report?.body ?? '{}')).toMatchObject({
      name: 'quote_submitted',
      url: `${quoteBaseUrl}/contact`,
      domain: quoteAnalyticsSite,
      props: { kind: 'garage', size: '1000-2499' },
    });
    for (const typed of ['Ana', '555-0123', 'example.com', '1,200', '1200', city, 'Oil']) {
      expect(report?.body).not.toContain(typed);
    }
  });

  // A refusal (4xx) and a server error (5xx) are in the island's own tests (quote-form.dom.test.tsx):
  // here the endpoint is really down.
  for (const [mode, what] of [['down', 'is down']] as const) {
    test(`keeps everything typed and offers call, text and email when the endpoint ${what}`, async ({
      page,
      request,
    }) => {
      await setQuoteMode(request, mode);
      await page.goto('/contact');
      const form = await hydratedForm(page);
      await send(page, form);
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(copy.failed.title);
      await expect(form.getByLabel(copy.name)).toHaveValue(visitor.name);
      await expect(form.getByLabel(copy.phone, { exact: true })).toHaveValue(visitor.phone);
      await expect(form.getByLabel(copy.city)).toHaveValue(city);
      await expect(form.getByLabel(copy.area)).toHaveValue(visitor.area);
      await expect(form.getByLabel(copy.message)).toHaveValue('Oil stains by the door');
      await expect(
        alert.getByRole('link', { name: `${copy.failed.callLabel} ${primaryPhone.display}` }),
      ).toHaveAttribute('href', primaryPhone.href);
      await expect(
        alert.getByRole('link', { name: `${copy.failed.textLabel} ${localPhone.display}` }),
      ).toHaveAttribute('href', new RegExp(`^sms:\\${business.phones.local}\\?&body=`));
      await expect(alert.getByRole('link', { name: `${copy.failed.emailLabel} ${email}` })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${email}\\?subject=`),
      );
      // Nothing was lost: once the endpoint answers again, the same answers go through.
      await setQuoteMode(request, 'ok');
      await form.getByRole('button', { name: copy.submit }).click();
      await expect(
        page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) }),
      ).toBeVisible();
      expect((await quotes(request)).at(-1)).toEqual({ ...expectedFields, ...islandFields, language: 'en' });
    });
  }

  test('offers call, text and email when the endpoint does not answer in time', async ({ page, request }) => {
    await setQuoteMode(request, 'hang');
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await fillIn(form);
    await page.clock.fastForward(business.quoteForm.minFillMs);
    // Sent with Enter from a field, where focus stays: the status line says it is sending.
    await form.getByLabel(copy.email).press('Enter');
    await expect(form.getByRole('status')).toHaveText(copy.sending);
    await expect(form.getByLabel(copy.email)).toBeFocused();
    await expect(form.getByRole('button', { name: copy.sending })).toBeVisible();
    await expect.poll(async () => (await serverState(request)).quotes.length).toBe(1);
    await page.clock.fastForward(business.quoteForm.timeoutMs - 1000);
    await expect(form.getByRole('alert')).toBeEmpty();
    await page.clock.fastForward(1000);
    await expect(form.getByRole('alert')).toContainText(copy.failed.title);
    await expect(form.getByLabel(copy.name)).toHaveValue(visitor.name);
  });

  test('a visitor who fills the form before its script wakes and sends at once is sent, and thanked only then', async ({
    page,
    request,
  }) => {
    // The island's script is held back, as on a slow connection, while the visitor types.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/quote-form.*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: copy.title });
    await form.scrollIntoViewIfNeeded();
    await fillIn(form);
    // Well past the minimum fill time since the page started loading, however soon after waking.
    await page.clock.fastForward(business.quoteForm.minFillMs);
    release();
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(
      page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) }),
    ).toBeVisible();
    const [sent, ...more] = await quotes(request);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ name: visitor.name, phone: visitor.phone });
    expect(sent?.['suspect']).toBeUndefined();
  });

  test('a file that is no photo by its bytes is refused at its field; photos arrive at most 1,600 px, a HEIC as it is', async ({
    page,
    request,
  }) => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 120, g: 110, b: 100 } } });
    const wide = await picture(4000, 3000).jpeg().toBuffer();
    const small = await picture(900, 1200).png().toBuffer();
    // An iPhone's HEIC, which Chromium cannot read: it goes as it was taken, typed by its bytes.
    const heic = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(2000, 7),
    ]);
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await fillIn(form);
    const photo = (number: number) => form.getByLabel(format(copy.photo, { number }));
    // Text named .jpg (the browser calls it image/jpeg), an empty file, and an SVG named .png.
    await photo(1).setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Call me\n'),
    });
    await photo(2).setInputFiles({ name: 'zero.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
    await photo(3).setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    });
    for (const number of [1, 2, 3]) {
      await expect(photo(number)).toHaveAttribute('aria-invalid', 'true');
      await expect(photo(number)).toHaveAccessibleDescription(copy.errors.photoType);
    }
    await page.clock.fastForward(business.quoteForm.minFillMs);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(photo(1)).toBeFocused();
    await expect(form.getByLabel(copy.message)).toHaveValue('Oil stains by the door');
    expect(await quotes(request)).toEqual([]);

    await photo(1).setInputFiles({ name: 'garage.jpg', mimeType: 'image/jpeg', buffer: wide });
    await photo(2).setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: small });
    await photo(3).setInputFiles({
      name: 'IMG_0042.HEIC',
      mimeType: 'application/octet-stream',
      buffer: heic,
    });
    await expect(photo(3)).toHaveAccessibleDescription(copy.photoKept);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(
      page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) }),
    ).toBeVisible();
    const [quote, ...more] = (await serverState(request)).quotes;
    expect(more).toEqual([]);
    expect(quote?.contentType).toMatch(/^multipart\/form-data/);
    expect(quote?.files.map((file) => [file.field, file.name, file.type])).toEqual([
      ['photo1', 'garage.jpg', 'image/jpeg'],
      ['photo2', 'stain.jpg', 'image/jpeg'],
      ['photo3', 'IMG_0042.HEIC', 'image/heic'],
    ]);
    const [shrunk, converted, kept] = (quote?.files ?? []).map((file) => Buffer.from(file.base64, 'base64'));
    const sizes = await Promise.all(
      [shrunk, converted].map(async (file) => {
        const { width = 0, height = 0, format: kind } = await sharp(file).metadata();
        return { width, height, kind };
      }),
    );
    expect(sizes).toEqual([
      { width: photoLimits.maxSide, height: 1200, kind: 'jpeg' },
      { width: 900, height: 1200, kind: 'jpeg' },
    ]);
    expect(shrunk?.length).toBeLessThan(wide.length);
    expect(kept?.equals(heic)).toBe(true);
  });

  test('a visit from a Google Business Profile link carries its source to the lead, never an email in it', async ({
    page,
    request,
  }) => {
    // A gclid of 120 characters, and a Microsoft id with seven digits in a row: both arrive whole.
    const gclid = `EAIaIQobChMI${'8kq_Zb-4'.repeat(13)}BwE_`;
    const msclkid = '1f0e2d3c4b5a69788796a5b4c3d2e1f0';
    await page.goto(
      `/services/garage?utm_source=gbp&utm_medium=organic&utm_term=spy%40example.org&utm_content=305-555-0199&gclid=${gclid}&msclkid=${msclkid}`,
    );
    await page.goto('/pricing');
    await page.goto('/contact');
    const form = await hydratedForm(page);
    await send(page, form);
    await expect(
      page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) }),
    ).toBeVisible();
    const [sent] = await quotes(request);
    expect(sent).toMatchObject({
      landing_page: '/services/garage',
      utm_source: 'gbp',
      utm_medium: 'organic',
      gclid,
      msclkid,
    });
    expect(sent?.['utm_term']).toBeUndefined();
    expect(sent?.['utm_content']).toBeUndefined();
    expect(JSON.stringify(sent)).not.toMatch(/spy|555-0199/);
    // Kept for this tab only: no cookie was set.
    expect(await page.context().cookies()).toEqual([]);
  });

  test('brings a /pricing estimate into the form, prefilled and editable', async ({ page, request }) => {
    await page.goto('/pricing?kind=garage&area=400&finish=premium&condition=fair&timeline=standard#estimate');
    await page.getByRole('link', { name: ui.en.estimator.sendForm }).click();
    await expect(page).toHaveURL(/\/contact\?kind=garage&area=400&.*#estimate$/);
    const form = await hydratedForm(page);
    await expect(form.getByLabel(copy.kind)).toHaveValue('garage');
    await expect(form.getByLabel(copy.area)).toHaveValue('400');
    const message = form.getByLabel(copy.message);
    await expect(message).toHaveValue(literally(`${copy.fromEstimate}\n`));
    await expect(message).toHaveValue(
      literally(format(ui.en.estimator.message.finish, { finish: ui.en.estimator.finishes.premium.label })),
    );
    await expect(form.getByText(copy.prefilled)).toBeVisible();
    await form.getByLabel(copy.area).fill('450');
    await form.getByLabel(copy.name).fill(visitor.name);
    await form.getByLabel(copy.phone, { exact: true }).fill(visitor.phone);
    await form.getByLabel(copy.city).selectOption(city);
    await page.clock.fastForward(business.quoteForm.minFillMs);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(
      page.getByRole('heading', { name: format(copy.sent.title, { name: visitor.name }) }),
    ).toBeVisible();
    const [sent] = await quotes(request);
    expect(sent?.['area']).toBe('450');
    expect(sent?.['message']).toContain(copy.fromEstimate);
  });

  test('the home page’s contact section shows the form, and the Spanish pages the same form in Spanish', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('#contact').getByRole('form', { name: copy.title })).toBeVisible();
    await page.goto('/es');
    await expect(page.locator('#contact').getByRole('form', { name: ui.es.quoteForm.title })).toBeVisible();

    const es = ui.es.quoteForm;
    await page.goto('/es/contact');
    const form = await hydratedForm(page, es.title);
    await form.getByRole('button', { name: es.submit }).click();
    await expect(form.getByLabel(es.name)).toHaveAccessibleDescription(es.errors.name);
    await fillIn(form, es);
    // 1,200 sq ft as Spanish writes it: the owner reads 1,200 in the subject, not 1.2.
    await form.getByLabel(es.area).fill('1.200');
    await page.clock.fastForward(business.quoteForm.minFillMs);
    await form.getByRole('button', { name: es.submit }).click();
    await expect(
      page.getByRole('heading', { name: format(es.sent.title, { name: visitor.name }) }),
    ).toBeFocused();
    expect(await quotes(request)).toEqual([
      {
        ...expectedFields,
        ...islandFields,
        area: '1.200',
        subject: `${islandFields.subject} · Spanish`,
        // This visit began on the English home page.
        landing_page: '/',
        language: 'es',
      },
    ]);
  });

  test('the third-party form is not used when both are set, and the build says so', async ({ page }) => {
    const both = parseBusiness({
      ...business,
      quoteForm: { ...business.quoteForm, action: quoteEndpoint },
      estimateForm: { ...business.estimateForm, iframeUrl: 'https://forms.example/estimate' },
    });
    const [notice = 'no notice'] = both.ok ? both.notices : [];
    expect(site.buildLog).toContain(notice);
    await page.goto('/');
    await hydratedForm(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('script[data-estimate-form]')).toHaveCount(0);
  });

  test('the Content-Security-Policy lets forms post to, and fetch from, exactly the endpoint', async ({
    page,
  }) => {
    await page.goto('/contact');
    const policy = await pagePolicy(page);
    expect(policy.get('form-action')).toEqual(["'self'", quoteHostOrigin]);
    expect(policy.get('connect-src')?.toSorted()).toEqual(
      ["'self'", quoteHostOrigin, thirdPartyOrigin].toSorted(),
    );
    expect(policy.has('frame-src')).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a request without a name, without a phone, or with a phone "12" is stopped by the browser, which says why', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: copy.title });
    const submit = form.getByRole('button', { name: copy.submit });
    const phoneField = form.getByLabel(copy.phone, { exact: true });
    /** The message the browser shows (and screen readers hear) at the field it stopped at. */
    const told = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.validationMessage);
    await submit.click();
    await expect(form.getByLabel(copy.name)).toBeFocused();
    // A name alone; then a name and an email, which only the island can take for "a way to answer".
    await form.getByLabel(copy.name).fill(visitor.name);
    await submit.click();
    await expect(phoneField).toBeFocused();
    expect(await told(phoneField)).not.toBe('');
    await form.getByLabel(copy.email).fill(visitor.email);
    await submit.click();
    await expect(phoneField).toBeFocused();
    // The form says why a phone is needed here, and where to write instead, in a <noscript> (whose
    // content Playwright's text locators skip: read from the page itself).
    const note = await form.locator('noscript').evaluate((element) => ({
      text: element.textContent ?? '',
      link: element.querySelector('a')?.getAttribute('href'),
      height: element.firstElementChild?.getBoundingClientRect().height ?? 0,
    }));
    expect([note.text, note.link]).toEqual([copy.noScriptNote.replace('{email}', email), `mailto:${email}`]);
    expect(note.height).toBeGreaterThan(0);
    await phoneField.fill('12');
    await submit.click();
    await expect(phoneField).toBeFocused();
    expect(await phoneField.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(await told(phoneField)).not.toBe('');
    await expect(page).toHaveURL(`${quoteBaseUrl}/contact`);
    expect(await quotes(request)).toEqual([]);
  });

  test('a visitor sends a quote request with a plain multipart form POST', async ({ page, request }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: copy.title });
    await fillIn(form);
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(page).toHaveURL(quoteEndpoint);
    await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible();
    const [quote] = (await serverState(request)).quotes;
    expect(quote?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(quote?.accept).not.toContain('application/json');
    expect(quote?.fields).toEqual({
      ...expectedFields,
      subject: 'Quote request from the website',
      language: 'en',
    });
  });

  test('a name, a phone and a photo are enough, and the photo goes as it was chosen', async ({
    page,
    request,
  }) => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 90, g: 90, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: copy.title });
    await form.getByLabel(copy.name).fill(visitor.name);
    await form.getByLabel(copy.phone, { exact: true }).fill(visitor.phone);
    await form
      .getByLabel(format(copy.photo, { number: 3 }))
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible();
    const [quote] = (await serverState(request)).quotes;
    expect(quote?.fields).toMatchObject({ name: visitor.name, phone: visitor.phone, email: '', city: '' });
    expect(quote?.files.map((file) => [file.field, file.name, file.size])).toEqual([
      ['photo3', 'IMG_0042.jpg', photo.length],
    ]);
    expect(Buffer.from(quote?.files[0]?.base64 ?? '', 'base64').equals(photo)).toBe(true);
  });
});

test.describe('the pages the form is sent under, and the other ways in', () => {
  // The footer's links to the policy and the statement are the layout's (layout.dom.test.tsx).
  test('the form links the privacy policy, which names the form’s service, the analytics tool, the booking service and WhatsApp from the settings', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: copy.title });
    await expect(form.getByRole('link', { name: copy.privacyLink })).toHaveAttribute('href', '/privacy');
    await form.getByRole('link', { name: copy.privacyLink }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The policy names the service the form posts to and the analytics tool, from the settings.
    const host = new URL(quoteEndpoint).host;
    await expect(page.getByText(format(ui.en.privacy.form.other, { host }))).toBeVisible();
    await expect(page.getByText(ui.en.privacy.formDetails)).toBeVisible();
    await expect(page.getByText(ui.en.privacy.analytics.plausible)).toBeVisible();
    // The booking service and WhatsApp this build has are named too.
    const booking = new URL(built['PUBLIC_BOOKING_URL'] ?? '').host;
    await expect(page.getByText(format(ui.en.privacy.booking, { host: booking }))).toBeVisible();
    await expect(page.getByText(ui.en.privacy.whatsapp)).toBeVisible();
  });

  for (const locale of ['en', 'es'] as const) {
    test(`the booking page, WhatsApp and the Google review link show in ${locale === 'en' ? 'English' : 'Spanish'}, and the profile is in sameAs`, async ({
      page,
    }) => {
      const words = ui[locale].otherWays;
      const prefix = locale === 'es' ? '/es' : '';
      for (const path of [`${prefix}/contact`, prefix || '/']) {
        await page.goto(path);
        const contact = path.endsWith('contact') ? page.getByRole('main') : page.locator('#contact');
        const book = contact.getByRole('link', { name: words.book });
        await expect(book).toHaveAttribute('href', built['PUBLIC_BOOKING_URL'] ?? '');
        const whatsapp = contact.getByRole('link', { name: words.whatsapp });
        const href = new URL((await whatsapp.getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${quoteOwnerFacts.whatsapp.slice(1)}`);
        expect(href.searchParams.get('text')).toBe(words.whatsappMessage);
      }
      await page.goto(prefix || '/');
      await expect(page.getByRole('link', { name: words.reviewUs })).toHaveAttribute(
        'href',
        quoteOwnerFacts.reviewUrl,
      );
      const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(graphs.join('\n')).toContain(JSON.stringify(quoteOwnerFacts.googleBusinessProfile));
    });
  }

  test('a click on the booking page or WhatsApp is counted, naming neither address', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    await page.route('https://clienthub.getjobber.com/**', (route) => route.fulfill({ body: 'booking' }));
    await page.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
    await page.getByRole('main').getByRole('link', { name: ui.en.otherWays.book }).click();
    await page.goto('/contact');
    await page.getByRole('main').getByRole('link', { name: ui.en.otherWays.whatsapp }).click();
    const mine = async () =>
      (await serverState(request)).providers
        .filter((entry) => entry.body.includes(quoteAnalyticsSite))
        .map((entry) => JSON.parse(entry.body) as { name: string; props?: Record<string, string> })
        .filter((event) => event.name.endsWith('_click') && event.name !== 'call_click');
    await expect
      .poll(async () => (await mine()).map((event) => event.name))
      .toEqual(expect.arrayContaining(['booking_click', 'whatsapp_click']));
    for (const event of await mine()) expect(JSON.stringify(event.props)).not.toMatch(/jobber|wa\.me/);
  });
});
