import { gzipSync } from 'node:zlib';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { formatPhone, mainNumber, secondNumber, telHref } from '#src/lib/phone.ts';
import { desktop, phone } from './viewports.ts';
import { axeViolations } from './axe.ts';

const galleryUi = ui.en.gallery;

/** The project titles, in grid order, read from the page's cards. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('[data-project] h3').allTextContents();
}

/** The slider of the first project card, scrolled into view, with its box on screen. */
async function firstSlider(page: Page) {
  const card = page.locator('[data-project]').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  const slider = card.getByRole('slider', { name: galleryUi.slider.label.replace('{title}', title) });
  const box = card.locator('[data-slider]');
  await box.scrollIntoViewIfNeeded();
  // Hydrated: the range input is enabled once the island's script has run.
  await expect(slider).toBeEnabled();
  const rect = (await box.boundingBox())!;
  const at = (percent: number) => ({ x: rect.x + (rect.width * percent) / 100, y: rect.y + rect.height / 2 });
  return { slider, box, rect, at };
}

/**
 * Opens the page with the gallery on screen and its script running: the island hydrates when it
 * scrolls into view, and its filter buttons are enabled from then on.
 */
async function openGallery(page: Page): Promise<void> {
  await page.goto('/gallery');
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toBeEnabled();
}

async function value(slider: Locator): Promise<number> {
  return Number(await slider.inputValue());
}

test.describe('gallery page', () => {
  test('has the breadcrumb Home > Gallery and one h1', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Gallery');
  });

  test('shows six projects, one in each category, each with a slider and a details button', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const cards = page.locator('[data-project]');
    await expect(cards).toHaveCount(6);
    const categories = await cards.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-category')),
    );
    expect(categories.sort()).toEqual([
      'commercial',
      'garage',
      'industrial',
      'metallic',
      'pool-deck',
      'residential',
    ]);
    for (const title of await cardTitles(page)) {
      await expect(
        page.getByRole('slider', { name: galleryUi.slider.label.replace('{title}', title) }),
      ).toHaveCount(1);
      await expect(page.getByRole('button', { name: `${galleryUi.viewDetails}: ${title}` })).toHaveCount(1);
    }
  });

  test('offers each number of business.yaml once a section, labelled with its line only when there are two', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const main = page.locator('main');
    const calls = main.locator('a[href^="tel:"]');
    const second = secondNumber(business.phones);
    if (!second) {
      // One number: the hero and the closing band call it, never as toll-free, and no second section.
      await expect(calls).toHaveCount(2);
      for (const link of await calls.all())
        await expect(link).toHaveAttribute('href', telHref(mainNumber(business.phones)));
      await expect(main).not.toContainText(ui.en.callTollFree);
      return;
    }
    const local = main.getByRole('link', { name: `${ui.en.callLocal} ${formatPhone(second)}` });
    await expect(local).toHaveAttribute('href', telHref(second));
    const tollFree = main.getByRole('link', {
      name: `${ui.en.callTollFree} ${formatPhone(mainNumber(business.phones))}`,
    });
    // The hero and the closing band, right under the local number's section.
    await expect(tollFree).toHaveCount(2);
    for (const link of await tollFree.all()) {
      await expect(link).toHaveAttribute('href', telHref(mainNumber(business.phones)));
    }
    // No call button on the page leaves its line unnamed.
    await expect(calls).toHaveCount(3);
  });

  test('filters the grid by category and announces the pressed filter', async ({ page }) => {
    await openGallery(page);
    const filters = page.getByRole('group', { name: galleryUi.filterLabel });
    await expect(filters.getByRole('button')).toHaveText(Object.values(galleryUi.filters));
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toBeEnabled();
    for (const [id, label] of Object.entries(galleryUi.filters)) {
      if (id === 'all') continue;
      await filters.getByRole('button', { name: label, exact: true }).click();
      await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      const visible = page.locator('[data-project]:visible');
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('data-category', id);
    }
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.locator('[data-project]:visible')).toHaveCount(6);
  });

  test('publishes an ImageGallery with the six projects in its structured data', async ({ page }) => {
    await page.goto('/gallery');
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@graph'?: unknown[] }),
      );
    const nodes = graphs.flatMap((g) => g['@graph'] ?? []) as { '@type'?: string; image?: unknown[] }[];
    const gallery = nodes.find((node) => node['@type'] === 'ImageGallery');
    expect(gallery).toBeDefined();
    expect(gallery?.image).toHaveLength(12);
  });
});

test.describe('before/after slider with a mouse', () => {
  test.use(desktop);

  test('starts at 50% and follows a drag only while the button is down', async ({ page }) => {
    await page.goto('/gallery');
    const { slider, at } = await firstSlider(page);
    expect(await value(slider)).toBe(50);
    await page.mouse.move(at(30).x, at(30).y);
    expect(await value(slider)).toBe(50);
    await page.mouse.move(at(50).x, at(50).y);
    await page.mouse.down();
    await page.mouse.move(at(75).x, at(75).y, { steps: 5 });
    await expect.poll(() => value(slider)).toBeCloseTo(75, -0.5);
    await page.mouse.up();
    await page.mouse.move(at(20).x, at(20).y, { steps: 5 });
    await expect.poll(() => value(slider)).toBeCloseTo(75, -0.5);
  });

  test('stops following when the mouse leaves the photo', async ({ page }) => {
    await page.goto('/gallery');
    const { slider, rect, at } = await firstSlider(page);
    await page.mouse.move(at(50).x, at(50).y);
    await page.mouse.down();
    await page.mouse.move(at(70).x, at(70).y, { steps: 4 });
    await expect.poll(() => value(slider)).toBeCloseTo(70, -0.5);
    await page.mouse.move(at(70).x, rect.y - 20, { steps: 2 });
    await page.mouse.move(at(30).x, at(30).y, { steps: 4 });
    expect(await value(slider)).toBeCloseTo(70, -0.5);
    await page.mouse.up();
  });

  test('jumps to a clicked point and stays within 0-100%', async ({ page }) => {
    await page.goto('/gallery');
    const { slider, rect, at } = await firstSlider(page);
    await page.mouse.click(at(25).x, at(25).y);
    await expect.poll(() => value(slider)).toBeCloseTo(25, -0.5);
    await page.mouse.click(rect.x + 0.5, at(0).y);
    await expect.poll(() => value(slider)).toBe(0);
    await page.mouse.move(at(50).x, at(50).y);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width - 0.5, at(50).y, { steps: 5 });
    await expect.poll(() => value(slider)).toBe(100);
    await page.mouse.up();
    await page.mouse.click(rect.x + rect.width - 0.5, at(0).y);
    await expect.poll(() => value(slider)).toBe(100);
  });

  test('is operable with the keyboard and never leaves 0-100%', async ({ page }) => {
    await page.goto('/gallery');
    const { slider, box } = await firstSlider(page);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect(await value(slider)).toBe(55);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await value(slider)).toBe(45);
    await page.keyboard.press('End');
    expect(await value(slider)).toBe(100);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageUp');
    expect(await value(slider)).toBe(100);
    // The after photo is clipped from the left up to the divider: fully hidden at 100%.
    await expect(box.locator('[data-after]')).toHaveAttribute('style', /inset\(0(px)? 0(px)? 0(px)? 100%\)/);
    await page.keyboard.press('Home');
    expect(await value(slider)).toBe(0);
    await expect(box.locator('[data-after]')).toHaveAttribute('style', /inset\(0(px)? 0(px)? 0(px)? 0%\)/);
    await page.keyboard.press('ArrowLeft');
    expect(await value(slider)).toBe(0);
    await expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after');
  });

  test('is 24rem tall', async ({ page }) => {
    await page.goto('/gallery');
    const { rect } = await firstSlider(page);
    expect(rect.height).toBe(384);
  });
});

test.describe('before/after slider on a touch screen', () => {
  test.use(phone);

  test('follows a finger drag and jumps to a tap', async ({ page }) => {
    await page.goto('/gallery');
    const { slider, at } = await firstSlider(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', percent?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: percent === undefined ? [] : [{ x: at(percent).x, y: at(percent).y }],
      });
    await touch('touchStart', 50);
    for (const percent of [55, 62, 70, 80]) await touch('touchMove', percent);
    await touch('touchEnd');
    await expect.poll(() => value(slider)).toBeCloseTo(80, -0.5);
    await page.touchscreen.tap(at(30).x, at(30).y);
    await expect.poll(() => value(slider)).toBeCloseTo(30, -0.5);
  });
});

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`project dialog at ${name} width`, () => {
    test.use(device);

    test('opens the full story, keeps focus inside and closes on Escape back to its button', async ({
      page,
    }) => {
      await openGallery(page);
      const card = page.locator('[data-project]').nth(1);
      const title = (await card.locator('h3').textContent()) ?? '';
      const opener = card.getByRole('button', { name: `${galleryUi.viewDetails}: ${title}` });
      await expect(opener).toBeEnabled();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
      for (const label of Object.values(galleryUi.facts)) await expect(dialog).toContainText(label);
      for (const heading of [
        galleryUi.dialog.challenge,
        galleryUi.dialog.solution,
        galleryUi.dialog.features,
      ]) {
        await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
      }
      await expect(dialog.locator('blockquote')).not.toBeEmpty();
      await expect(dialog.getByRole('link', { name: galleryUi.dialog.quote })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('closes with the Close button and with a click on the overlay', async ({ page }) => {
      await openGallery(page);
      const opener = page
        .locator('[data-project]')
        .first()
        .getByRole('button', { name: /^View details/ });
      await expect(opener).toBeEnabled();
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('has no axe violations with the dialog closed and open', async ({ page }) => {
      await openGallery(page);
      expect(await axeViolations(page)).toEqual([]);
      await page
        .locator('[data-project]')
        .first()
        .getByRole('button', { name: /^View details/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('gallery images', () => {
  test.use(phone);

  test('load lazily and at card size, never the full-size photo', async ({ page }) => {
    await page.goto('/gallery');
    const images = page.locator('[data-slider] img');
    await expect(images).toHaveCount(12);
    for (const loading of await images.evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute('loading')),
    )) {
      expect(loading).toBe('lazy');
    }
    const last = page.locator('[data-slider]').last();
    await last.scrollIntoViewIfNeeded();
    const img = last.locator('img').first();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    const { natural, current } = await img.evaluate((i: HTMLImageElement) => ({
      natural: i.naturalWidth,
      current: i.currentSrc,
    }));
    expect(natural).toBeLessThan(1600);
    expect(current).toMatch(/\.(avif|webp)/);
  });
});

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`project photos in the dialog at ${name} width`, () => {
    test.use(device);

    test('are fetched only when the dialog opens, then show the whole before and after, captioned', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/gallery');
      // Scroll the whole page so every card's lazy slider photos load, as a visitor's would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
      });
      await openGallery(page);
      const pairUrls = await page
        .locator('dialog [data-pair] source, dialog [data-pair] img')
        .evaluateAll((elements) =>
          elements.flatMap((el) =>
            (el.getAttribute('srcset') ?? '')
              .split(',')
              .map((entry) => new URL(entry.trim().split(' ')[0] ?? '', location.href).pathname),
          ),
        );
      expect(pairUrls.length).toBeGreaterThan(0);
      // A closed dialog draws nothing, so none of its lazy photos has been fetched.
      expect(requested.filter((path) => pairUrls.includes(path))).toEqual([]);

      const card = page.locator('[data-project]').nth(2);
      const title = (await card.locator('h3').textContent()) ?? '';
      await card.getByRole('button', { name: `${galleryUi.viewDetails}: ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const photos = dialog.locator('[data-pair] img');
      await expect(photos).toHaveCount(2);
      await expect
        .poll(() =>
          photos.evaluateAll((imgs) =>
            imgs.every(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        )
        .toBe(true);
      const facts = await photos.evaluateAll((imgs) =>
        imgs.map((img) => {
          const i = img as HTMLImageElement;
          const r = i.getBoundingClientRect();
          return {
            alt: i.alt,
            src: i.currentSrc,
            width: i.getAttribute('width'),
            height: i.getAttribute('height'),
            natural: i.naturalWidth,
            top: r.top,
            bottom: r.bottom,
            left: r.left,
            shown: r.width,
          };
        }),
      );
      const [before, after] = facts;
      for (const photo of facts) {
        expect(photo.src).toMatch(/\.(avif|webp)$/);
        expect(photo.alt.length).toBeGreaterThan(20);
        expect(Number(photo.width) / Number(photo.height)).toBeCloseTo(4 / 3, 1);
        // Drawn at dialog size, not the full photo.
        expect(photo.natural).toBeLessThan(1200);
        expect(photo.natural).toBeGreaterThanOrEqual(photo.shown);
      }
      expect(before!.alt).not.toEqual(after!.alt);
      await expect(dialog.locator('[data-pair] figcaption')).toHaveText([
        galleryUi.slider.before,
        galleryUi.slider.after,
      ]);
      if (name === 'phone') expect(after!.top).toBeGreaterThanOrEqual(before!.bottom);
      else {
        expect(after!.top).toBeCloseTo(before!.top, 0);
        expect(after!.left).toBeGreaterThan(before!.left);
      }
    });
  });
}

test.describe('gallery without JavaScript', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test('shows both photos of every project with their alt text', async ({ page }) => {
    await page.goto('/gallery');
    const images = page.locator('[data-slider] img');
    await expect(images).toHaveCount(12);
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) {
      expect(alt?.length).toBeGreaterThan(10);
    }
    await expect(page.locator('[data-project]:visible')).toHaveCount(6);
  });

  test('still opens and closes a project story with the browser’s own dialog commands', async ({ page }) => {
    await page.goto('/gallery');
    const card = page.locator('[data-project]').first();
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('button', { name: `${galleryUi.viewDetails}: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('project dialog opened before the script runs', () => {
  test.use(phone);

  test('stays open when the gallery hydrates, and closes on Escape', async ({ page }) => {
    // Hold the island's script back, open a dialog with the browser's own command, then let it run.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/project-gallery\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/gallery');
    const card = page.locator('[data-project]').first();
    const title = (await card.locator('h3').textContent()) ?? '';
    await card.getByRole('button', { name: `${galleryUi.viewDetails}: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toBeEnabled();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('gallery JavaScript', () => {
  test.use(phone);

  test('ships at most 80 KB (gzip) of JavaScript up to a working gallery', async ({ page }) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) bodies.push(response.body());
    });
    await openGallery(page);
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? '').join('\n'));
    const files = await Promise.all(bodies);
    const total = files.reduce((sum, body) => sum + gzipSync(body).length, gzipSync(inline).length);
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(80 * 1024);
  });
});
