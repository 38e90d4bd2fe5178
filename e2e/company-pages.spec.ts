import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';

import { companyPageTypes } from '#scripts/build/lib/checks/company-pages.ts';
import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { claimTokens, yearsInBusiness } from '#src/lib/facts.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { describeOpeningHours } from '#src/lib/hours.ts';
import { formatPhone, telHref, mainNumber } from '#src/lib/phone.ts';
import { testimonials } from './content.ts';
import { phone } from './viewports.ts';
import { phoneTextPattern } from './phone-text.ts';

const claims = claimTokens(business.claims, 'en');

const phoneHref = telHref(mainNumber(business.phones));
const phoneDisplay = formatPhone(mainNumber(business.phones));

/** The company pages; the page-node type each declares in its JSON-LD is a dist check (checks/company-pages.ts). */
const pages = Object.keys(companyPageTypes);

interface GraphNode {
  '@type': string;
  '@id'?: string;
  name?: string;
  step?: { '@type': string; position: number; name: string; text: string }[];
}

async function graphOf(page: Page): Promise<GraphNode[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text!) as { '@graph': GraphNode[] })['@graph'];
}

// One test walks the pages (each its own step, named by the page): one browser page, not one a test.
test('each company page has its own title, a breadcrumb and a closing call', async ({ page }) => {
  for (const path of pages) {
    await page.goto(path);

    // One h1 and the canonical link (checks/head.ts), the page node and no Review node
    // (checks/company-pages.ts) are dist checks.
    await test.step(`${path} has its own title and a breadcrumb`, async () => {
      await expect(page).toHaveTitle(new RegExp(`\\| ${business.name}$`));
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
      ).toBeVisible();
    });

    await test.step(`${path} ends with a quote call to action and a call link`, async () => {
      const last = page.locator('main > section').last();
      await expect(last.getByRole('link', { name: `Call ${phoneDisplay}` })).toHaveAttribute(
        'href',
        phoneHref,
      );
      await expect(last.getByRole('link').first()).toHaveAttribute('href', /^\/contact/);
    });
  }
});

test.describe('/about', () => {
  test('keeps its own founding year, four stats, four differentiators and ten cities', async ({ page }) => {
    await page.goto('/about');
    const office = claims['claims.officeSince'];
    if (office) await expect(page.locator('main')).toContainText(office);
    await expect(page.locator('#at-a-glance dt')).toHaveCount(4);
    await expect(page.locator('#differentiators li h3')).toHaveCount(4);
    await expect(page.locator('#service-area li')).toHaveText(
      serviceCities.slice(0, 10).map((c) => new RegExp(c.name)),
    );
    await expect(page.locator('#credentials').getByRole('link', { name: /credentials/i })).toHaveAttribute(
      'href',
      '/credentials',
    );
  });
});

test.describe('/contact', () => {
  test('/contact gives the contact facts, then the estimate, the cities and the reviews', async ({
    page,
  }) => {
    await page.goto('/contact');

    await test.step('shows the phone, service area and the opening hours from the business facts', async () => {
      const details = page.locator('#contact-details');
      await expect(details.getByRole('link', { name: phoneDisplay })).toHaveAttribute('href', phoneHref);
      for (const county of business.counties) await expect(details).toContainText(county);
      for (const hours of describeOpeningHours(business.hours)) {
        await expect(details).toContainText(`${hours.label}`);
        await expect(details).toContainText(hours.time);
      }
    });

    await test.step('places the estimate right after the contact details, then sixteen cities and the reviews', async () => {
      const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids.indexOf('estimate')).toBeLessThanOrEqual(2);
      await expect(page.locator('#estimate').getByRole('link', { name: /^Call/ }).first()).toHaveAttribute(
        'href',
        phoneHref,
      );
      await expect(page.locator('#service-area li')).toHaveCount(16);
      for (const count of ['247', '89', '34', '156', '112']) {
        await expect(page.locator('#reviews')).toContainText(`${count} reviews`);
      }
      await expect(page.locator('#reviews')).toContainText('4.9');
    });
  });
});

test.describe('/contact without a form configured (the default build)', () => {
  /** Words that promise a form, by language. */
  const formWords = { en: /\bform\b|\bonline\b|\bbelow\b/i, es: /formulario|en línea|aquí abajo/i };

  for (const [path, locale] of [
    ['/contact', 'en'],
    ['/es/contact', 'es'],
  ] as const) {
    test(`${path} speaks of calling, texting or email, and shows the number it texts`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      expect(await main.innerText()).not.toMatch(formWords[locale]);
      const local = formatPhone(business.phones.local);
      // The hero's lead names the number that takes texts and the address.
      await expect(main.locator('section').first()).toContainText(new RegExp(phoneTextPattern(local)));
      await expect(main.locator('section').first()).toContainText(business.email);
      const text = page
        .locator('#estimate')
        .getByRole('link', { name: `${ui[locale].estimate.textLabel} ${local}` });
      await expect(text).toHaveAttribute('href', /^sms:/);
      await expect(
        page.locator('#cta').getByRole('link', { name: ui[locale].reach.direct.sendProjectLabel }),
      ).toHaveAttribute('href', /#estimate$/);
    });
  }
});

test.describe('/credentials', () => {
  test('/credentials shows the license, insurance, certifications and how to get documents', async ({
    page,
  }) => {
    await page.goto('/credentials');

    await test.step('links to the state license lookup in a new tab, safely, and says so', async () => {
      const verify = page.locator('#licensing').getByRole('link', { name: /verify/i });
      await expect(verify).toHaveAttribute('href', business.license.verifyUrl ?? '');
      await expect(verify).toHaveAttribute('target', '_blank');
      await expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(verify).toHaveAccessibleName(/ \(opens in a new tab\)$/);
      await expect(page.locator('#licensing')).toContainText(business.license.number);
    });

    await test.step('shows $2M general liability, certifications, memberships and how to request documents', async () => {
      await expect(page.locator('#insurance')).toContainText(
        `${claims['claims.liabilityCover'] ?? ''} general liability`.trim(),
      );
      await expect(page.locator('#certifications li h3')).not.toHaveCount(0);
      await expect(page.locator('#memberships li')).not.toHaveCount(0);
      const docs = page.locator('#documentation');
      await expect(docs.getByRole('link', { name: `Call ${phoneDisplay}` })).toHaveAttribute(
        'href',
        phoneHref,
      );
      await expect(docs.getByRole('link', { name: /request documents/i })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  });
});

test.describe('/our-process', () => {
  const stepTitles = [
    /consultation/i,
    /surface prep/i,
    /crack/i,
    /moisture testing/i,
    /primer/i,
    /base coat/i,
    /color flakes \(optional\)/i,
    /top coat/i,
    /curing and (final )?inspection/i,
    /30-day follow-up/i,
  ];

  test('/our-process walks through the ten steps, in text and as HowTo data, and why it works', async ({
    page,
  }) => {
    await page.goto('/our-process');

    await test.step('lists the ten steps in order, each with a duration from 1 hour to 4-8 hours', async () => {
      const steps = page.locator('#steps ol > li');
      await expect(steps.locator('h3')).toHaveText(stepTitles);
      const durations = await steps.locator('p:has(svg)').allTextContents();
      expect(durations).toHaveLength(10);
      expect(durations.some((d) => d.includes('1 hour'))).toBe(true);
      expect(durations.some((d) => d.includes('4-8 hours'))).toBe(true);
    });

    await test.step('publishes the same ten steps as HowTo structured data', async () => {
      const howTo = (await graphOf(page)).find((node) => node['@type'] === 'HowTo');
      const visible = await page.locator('#steps ol > li h3').allTextContents();
      expect(howTo?.step?.map((s) => s.name)).toEqual(visible);
      expect(howTo?.step?.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    await test.step('shows the video series as coming soon and six reasons the process works', async () => {
      await expect(page.locator('#video-series')).toContainText(/coming soon/i);
      await expect(page.locator('#video-series').getByRole('link', { name: /videos/i })).toHaveAttribute(
        'href',
        '/videos',
      );
      await expect(page.locator('#why-it-works li h3')).toHaveCount(6);
    });
  });
});

test.describe('/our-team', () => {
  test('/our-team shows the figures, the leaders, the crews and the training', async ({ page }) => {
    await page.goto('/our-team');

    await test.step('shows the spec figures in the stats strip and the crews', async () => {
      const stats = page.locator('#team-stats');
      const rounded = claims['claims.projectsCompletedRounded'];
      for (const figure of [
        yearsInBusiness(business.foundingYear),
        claims['claims.crewSize'],
        rounded ? `${rounded}+` : null,
        claims['claims.referralPercent'],
      ].filter((shown): shown is string => Boolean(shown)))
        await expect(stats).toContainText(figure);
      const crews = page.locator('#crews li');
      await expect(crews).toHaveCount(3);
      await expect(crews.nth(0)).toContainText('4');
      await expect(crews.nth(0)).toContainText(/crew leaders/i);
      await expect(crews.nth(1)).toContainText('8');
      await expect(crews.nth(1)).toContainText(/technicians/i);
      await expect(crews.nth(2)).toContainText('3');
      await expect(crews.nth(2)).toContainText(/surface-prep specialists/i);
    });

    await test.step('profiles three leaders with title, start year, certifications, bio and expertise', async () => {
      const profiles = page.locator('#leadership > div > ul > li');
      await expect(profiles).toHaveCount(3);
      for (const profile of await profiles.all()) {
        await expect(profile.locator('h3')).toHaveCount(1);
        await expect(profile).toContainText(/Since \d{4}/);
        await expect(profile.getByRole('heading', { name: 'Certifications' })).toBeVisible();
        await expect(profile.getByRole('heading', { name: 'Expertise' })).toBeVisible();
      }
    });

    await test.step('compares employees with subcontractors, lists four values and the six-month training', async () => {
      await expect(page.locator('#employees').getByRole('columnheader')).toHaveCount(3);
      await expect(page.locator('#values li h3')).toHaveCount(4);
      // The spec's six months of the schedule; the length the page claims is business.yaml's (if set).
      await expect(page.locator('#training ol > li')).toHaveCount(6);
      const months = claims['claims.trainingMonthsWord'];
      if (months) await expect(page.getByRole('main')).toContainText(`${months}-month`);
      else await expect(page.getByRole('main')).not.toContainText(/\w+-month training/);
    });
  });
});

test.describe('/case-studies', () => {
  test('tells five case studies with every field', async ({ page }) => {
    await page.goto('/case-studies');
    const studies = page.locator('#case-studies article');
    await expect(studies).toHaveCount(5);
    for (const study of await studies.all()) {
      await expect(study.locator('h3')).toHaveCount(1);
      await expect(study.locator('img')).toHaveAttribute('alt', /\S/);
      for (const label of [
        'Client',
        'Project type',
        'Timeline',
        'Investment',
        'The challenge',
        'Our solution',
        'Results',
        'By the numbers',
        'Lessons learned',
      ]) {
        await expect(study).toContainText(label);
      }
      await expect(study.locator('blockquote')).toHaveCount(1);
    }
    const files = parse(readFileSync('src/content/case-studies.yaml', 'utf8')) as { location: string }[];
    for (const { location } of files) await expect(page.locator('#case-studies')).toContainText(location);
  });
});

test.describe('/why-choose-us', () => {
  test('/why-choose-us gives the numbers, the guarantees, the comparison and the reviews', async ({
    page,
  }) => {
    await page.goto('/why-choose-us');

    await test.step('leads with the spec headline, the numbers and six guarantees with proof links', async () => {
      const rounded = claims['claims.projectsCompletedRounded'];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        rounded ? `Why ${rounded}+ Customers Chose Us` : 'Why Customers Chose Us',
      );
      await expect(page.locator('#numbers dt')).toHaveCount(4);
      const guarantees = page.locator('#guarantees li');
      await expect(guarantees).toHaveCount(6);
      for (const guarantee of await guarantees.all()) {
        await expect(guarantee.getByRole('link')).toHaveAttribute('href', /^\/[a-z-]+$/);
      }
    });

    await test.step('compares four options in a real table with text alternatives for ticks and crosses', async () => {
      const table = page.locator('#comparison table');
      await expect(table.getByRole('columnheader')).toHaveText([
        'Feature',
        'Professional',
        'Big Box Store DIY Kit',
        'DIY',
        'Typical Competitor',
      ]);
      await expect(table.getByRole('img', { name: 'Yes' }).first()).toBeAttached();
      await expect(table.getByRole('img', { name: 'No' }).first()).toBeAttached();
      for (const price of ['$8-15', '$3-5', '$2-4', '$7-12']) await expect(table).toContainText(price);
      const note = page.locator('#comparison');
      await expect(note).toContainText('1-2 years');
      await expect(note).toContainText('15-20+ years');
    });

    await test.step('shows verified reviews and ends with Get Free Quote and a call link', async () => {
      await expect(page.locator('#reviews blockquote')).toHaveCount(testimonials().length);
      await expect(page.locator('#reviews')).toContainText('638 reviews');
      const last = page.locator('main > section').last();
      await expect(last.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
      await expect(last.getByRole('link', { name: `Call ${phoneDisplay}` })).toHaveAttribute(
        'href',
        phoneHref,
      );
    });
  });
});

test.describe('/videos', () => {
  test('/videos shows the video cards and the panels still in production', async ({ page }) => {
    await page.goto('/videos');

    await test.step('shows educational video cards with their durations', async () => {
      const cards = page.locator('#educational li');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) await expect(card).toContainText(/\d+:\d{2}/);
    });

    await test.step('presents the channel checklist and customer films as in-production panels with their notes', async () => {
      for (const id of ['#channel', '#customer-stories']) {
        const panel = page.locator(`${id} [data-slot="production-panel"]`);
        await expect(panel).toContainText('In production');
        await expect(panel).toContainText('Production note');
      }
      await expect(page.locator('#channel')).toContainText(phoneDisplay);
      await expect(page.locator('#customer-stories li h3')).toHaveCount(3);
    });
  });
});

test.describe('company pages on a phone', () => {
  test.use(phone);

  // Sideways scrolling at phone width is checked on every page by accessibility.spec.ts.
  test('the four-way comparison stays a table whose first column stays put while it scrolls', async ({
    page,
  }) => {
    await page.goto('/why-choose-us');
    const region = page.locator('#comparison [role="group"]');
    const rowHeader = region.getByRole('rowheader', { name: 'Moisture testing' });
    await rowHeader.scrollIntoViewIfNeeded();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const [box, headerBox] = await Promise.all([region.boundingBox(), rowHeader.boundingBox()]);
    expect(Math.abs(headerBox!.x - box!.x)).toBeLessThanOrEqual(2);
    await expect(rowHeader).toBeInViewport();
  });
});
