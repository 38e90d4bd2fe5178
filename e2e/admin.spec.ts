/**
 * The content editor at /admin (Sveltia CMS), offline: Sveltia's test backend reads and writes a
 * folder of the browser's origin-private file system, which these tests fill with the repository's
 * content files before the editor starts, and read back after a save. The editor starts once for the
 * tests that edit (`editor`), which run in order in one page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';
import * as prettier from 'prettier';
import { parse, stringify } from 'yaml';

import { cmsConfig } from '#src/lib/cms/config.ts';
import { articleSchema } from '#src/schemas/article.ts';
import { galleryProjectFileSchema } from '#src/schemas/gallery.ts';
import { pageSchema } from '#src/schemas/page.ts';
import { pricesSchema } from '#src/schemas/prices.ts';
import { expect, test, type Sweep } from './sweep.ts';
import { desktop } from './viewports.ts';

/** The folder of the origin-private file system that Sveltia's `test-repo` backend uses. */
const testRepo = 'sveltia-cms-test';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every file the editor reads: the content collections (photos included) and the business facts. */
function repoFiles(): { path: string; base64: string }[] {
  return [...walk('src/content'), 'src/data/business.yaml'].map((path) => ({
    path,
    base64: readFileSync(path).toString('base64'),
  }));
}

/** How many entry files a folder holds at its top (Spanish twins in es/ are the same entries). */
function entriesIn(folder: string, pattern: RegExp): number {
  return readdirSync(folder).filter((name) => pattern.test(name)).length;
}

const galleryProject = 'src/content/gallery/pinecrest-garage-flake';

/**
 * Files the tests need that the content may lack: a Spanish twin for the garage page and for a gallery
 * project (the content has both today; an owner who removes one still gets a twin to edit here).
 */
function twinStandIns(): { path: string; base64: string }[] {
  const standIns: [twin: string, source: string][] = [
    ['src/content/services/es/garage.yaml', 'src/content/services/garage.yaml'],
    [`${galleryProject}/index.es.yaml`, `${galleryProject}/index.yaml`],
  ];
  return standIns
    .filter(([twin]) => !existsSync(twin))
    .map(([path, source]) => ({ path, base64: readFileSync(source).toString('base64') }));
}

/** Fills the test repository with the content (and the twins' stand-ins), then opens the editor on it. */
async function openEditor(page: Page): Promise<void> {
  // The editor runs on the test backend whatever CMS_REPO the build was given.
  // (Sveltia fetches the config with a cache-busting query: a glob without one would match nothing.)
  await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
    const config = parse(await (await route.fetch()).text()) as Record<string, unknown>;
    await route.fulfill({ body: stringify({ ...config, backend: { name: 'test-repo' } }) });
  });
  // Sveltia checks unpkg.com for a newer version (its CSP allows that one URL); no network here.
  await page.route('https://unpkg.com/**', (route) => route.abort());
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ files, folder }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const repo = await root.getDirectoryHandle(folder, { create: true });
      // Each folder made once and every file written at once: one after another, each with its own
      // swap file and close, the writes took 1.3-2.6 s of every boot of the editor (together 0.4 s).
      const folders = new Map<string, Promise<FileSystemDirectoryHandle>>([['', Promise.resolve(repo)]]);
      const folderOf = (path: string): Promise<FileSystemDirectoryHandle> => {
        let dir = folders.get(path);
        if (!dir) {
          const cut = path.lastIndexOf('/');
          const parent = folderOf(cut < 0 ? '' : path.slice(0, cut));
          dir = parent.then((handle) => handle.getDirectoryHandle(path.slice(cut + 1), { create: true }));
          folders.set(path, dir);
        }
        return dir;
      };
      await Promise.all(
        files.map(async ({ path, base64 }) => {
          const cut = path.lastIndexOf('/');
          const dir = await folderOf(cut < 0 ? '' : path.slice(0, cut));
          const writable = await (
            await dir.getFileHandle(path.slice(cut + 1), { create: true })
          ).createWritable();
          await writable.write(Uint8Array.fromBase64(base64));
          await writable.close();
        }),
      );
    },
    {
      files: [...new Map([...repoFiles(), ...twinStandIns()].map((file) => [file.path, file])).values()],
      folder: testRepo,
    },
  );
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  // The editor reads every content file of both languages first: 7-12 s on the shared 2-core machine
  // at a load average of 40, with or without the Spanish collections.
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible({ timeout: 30_000 });
}

const collectionList = (page: Page): Locator => page.getByRole('tree', { name: 'Collection List' });

let booted: Page | undefined;

/**
 * The editor on the test repository, in the worker's one page at 1280 px: booted by the first test
 * that asks (a boot writes every content file into the browser and the editor reads them all back,
 * 4-5 s of CPU), and for each later test taken back to its collection list. The tests run in order
 * in one worker (`mode: 'serial'`), so each finds the repository as the tests before it left it: each
 * edits a file of its own, and the new gallery project comes last, after the entries are counted.
 */
async function editor(sweep: Sweep): Promise<Page> {
  const page = await sweep.page(desktop);
  if (booted !== page || !new URL(page.url()).pathname.startsWith('/admin')) {
    await openEditor(page);
    booted = page;
    return page;
  }
  await page.evaluate(() => {
    location.hash = '#/collections';
  });
  await expect(collectionList(page)).toBeVisible();
  return page;
}

/** A file of the test repository as the editor left it. */
async function savedFile(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ path, folder }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const parts = path.split('/');
      const name = parts.pop() ?? '';
      for (const part of parts) dir = await dir.getDirectoryHandle(part);
      return (await (await dir.getFileHandle(name)).getFile()).text();
    },
    { path, folder: testRepo },
  );
}

/** The editor draws list items as they scroll into view: scroll the form until `target` exists. */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(400, 500);
  for (let step = 0; step < 60 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

/**
 * Saves the entry open in the editor and returns `path` as saved: once the editor says so and the file
 * in the repository has changed (a notice of the test before may still be on screen, so the notice
 * alone does not say this save is done).
 */
async function save(page: Page, path: string): Promise<string> {
  const read = () => savedFile(page, path).catch(() => undefined);
  const before = await read();
  await page.getByRole('button', { name: 'Save' }).click();
  // Saving hashes and stores every changed file (photos too) in the browser: slow on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(read, { timeout: 20_000 }).not.toBe(before);
  return (await read()) ?? '';
}

async function passesPrettier(path: string, text: string): Promise<boolean> {
  const options = await prettier.resolveConfig(path);
  return prettier.check(text, { ...options, filepath: path });
}

test.describe('the content editor at /admin', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('without CMS_REPO offers only the test repository; with one, signing in to GitHub (docs/owner.md)', async ({
    sweep,
  }) => {
    const page = await sweep.page(desktop);
    await page.route('https://unpkg.com/**', (route) => route.abort());
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Work with Test Repository' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign In/ })).toHaveCount(0);
    // The config a build with CMS_REPO writes (src/lib/cms/config.ts), served in place of this build's.
    await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
      const config = parse(await (await route.fetch()).text()) as Record<string, unknown>;
      const { backend } = cmsConfig({ CMS_REPO: 'owner/site' });
      await route.fulfill({ body: stringify({ ...config, backend }) });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /Sign In with.*GitHub/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Work with Test Repository' })).toHaveCount(0);
    // The page goes on to the next tests' editor, booted afresh on the test backend.
    await page.unrouteAll();
    booted = undefined;
  });

  test('lists every collection with its entries', async ({ sweep }, testInfo) => {
    const page = await editor(sweep);
    const tree = collectionList(page);
    const counts: [string, number][] = [
      ['Services', entriesIn('src/content/services', /\.yaml$/)],
      ['Locations', entriesIn('src/content/locations', /\.yaml$/)],
      ['Pages', entriesIn('src/content/pages', /\.yaml$/)],
      ['Articles', entriesIn('src/content/articles', /\.mdx$/)],
      ['Gallery', readdirSync('src/content/gallery').length],
      ['FAQs', entriesIn('src/content/faqs', /\.yaml$/)],
    ];
    for (const [label, count] of counts) {
      const item = tree.getByRole('treeitem', { name: label, exact: true });
      await expect(item.getByLabel(`(${count} entries)`)).toHaveText(String(count));
    }
    for (const label of ['Prices', 'Testimonials', 'Team', 'Case studies', 'Business facts']) {
      await expect(tree.getByRole('treeitem', { name: label, exact: true })).toBeVisible();
    }
    const shot = testInfo.outputPath('admin-1280.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('admin at 1280 px', { path: shot, contentType: 'image/png' });

    // The owner's testimonials are one list in one file: each is there.
    const testimonials = (parse(readFileSync('src/content/testimonials.yaml', 'utf8')) as unknown[]).length;
    await tree.getByRole('treeitem', { name: 'Testimonials', exact: true }).click();
    await page.getByRole('row', { name: 'Testimonials' }).click();
    await expect(page.getByText(`${testimonials} Testimonials`, { exact: true })).toBeVisible();
  });

  test('edits a price and saves a file that passes its schema and Prettier', async ({ sweep }) => {
    const path = 'src/content/prices.yaml';
    const original = pricesSchema.parse(parse(readFileSync(path, 'utf8')));
    const page = await editor(sweep);
    await page.getByRole('treeitem', { name: 'Prices', exact: true }).click();
    await page.getByRole('row', { name: 'Prices' }).click();
    // The garage floor's standard price per sq ft, low end: up by one dollar.
    const price = page.locator('[data-key-path="applications.garage.standard.min"] input').first();
    await scrollTo(page, price);
    expect(Number(await price.inputValue())).toBe(original.applications.garage.standard.min);
    const raised = original.applications.garage.standard.min + 1;
    await price.fill(String(raised));
    const text = await save(page, path);
    const saved = pricesSchema.safeParse(parse(text));
    expect(saved.error?.issues ?? []).toEqual([]);
    expect(await passesPrettier(path, text)).toBe(true);
    // Nothing else changed.
    const expected = structuredClone(original);
    expected.applications.garage.standard.min = raised;
    expect(saved.data).toEqual(expected);
  });

  test('saves a page with typed sections unchanged apart from the edit', async ({ sweep }) => {
    const path = 'src/content/pages/pricing.yaml';
    const original = pageSchema.parse(parse(readFileSync(path, 'utf8')));
    // The page holds a table with tick/cross cells (true/false): they must stay booleans.
    expect(JSON.stringify(original.blocks)).toMatch(/"cells":\[true/);
    const page = await editor(sweep);
    await page.getByRole('treeitem', { name: 'Pages', exact: true }).click();
    await page.getByRole('row', { name: 'Pricing' }).click();
    const title = page.locator('[data-key-path="blocks.0.title"] input').first();
    await scrollTo(page, title);
    const edited = `${await title.inputValue()} today`;
    await title.fill(edited);
    const text = await save(page, path);
    const saved = pageSchema.safeParse(parse(text));
    expect(saved.error?.issues ?? []).toEqual([]);
    expect(await passesPrettier(path, text)).toBe(true);
    const expected = structuredClone(original);
    if (expected.blocks[0]?.kind === 'hero') expected.blocks[0].title = edited;
    expect(saved.data).toEqual(expected);

    // Its Spanish twin, saved alongside, is the same Spanish page.
    const twin = 'src/content/pages/es/pricing.yaml';
    const spanish = pageSchema.safeParse(parse(await savedFile(page, twin)));
    expect(spanish.error?.issues ?? []).toEqual([]);
    expect(spanish.data).toEqual(pageSchema.parse(parse(readFileSync(twin, 'utf8'))));
  });

  test('an MDX article with components and a table round-trips through an edit', async ({ sweep }) => {
    const path = 'src/content/articles/epoxy-flooring-cost-guide.mdx';
    const source = readFileSync(path, 'utf8');
    const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    expect(body).toMatch(/<DataTable/);
    expect(body).toMatch(/<(Phone|CompanyName|LocalPhone) \/>/);
    const data = articleSchema.parse(parse(frontmatter));

    const page = await editor(sweep);
    await page.getByRole('treeitem', { name: 'Articles', exact: true }).click();
    await page.getByRole('row', { name: data.title }).click();
    const excerpt = page.getByRole('textbox', { name: 'Excerpt' });
    const edited = `${await excerpt.inputValue()} Updated for this year.`;
    await excerpt.fill(edited);
    const text = await save(page, path);
    const [, savedFrontmatter = '', savedBody = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    // The article text, its components and its tables are byte for byte what they were.
    expect(savedBody).toBe(body);
    // The frontmatter holds the same facts with the one edit.
    const saved = articleSchema.safeParse(parse(savedFrontmatter));
    expect(saved.error?.issues ?? []).toEqual([]);
    expect(saved.data).toEqual({ ...data, excerpt: edited });
    expect(await passesPrettier(path, text)).toBe(true);
  });

  test('edits a Spanish twin beside its English page, and asks for none where there is no twin', async ({
    sweep,
  }) => {
    // The garage page has a Spanish twin (twinStandIns gives it one if the content has none).
    const page = await editor(sweep);
    await page.getByRole('treeitem', { name: 'Services', exact: true }).click();
    await page.getByRole('row', { name: 'Garage' }).click();
    const locales = page.getByRole('radiogroup', { name: 'Switch Locale' }).first();
    await expect(locales.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await expect(locales.getByRole('radio', { name: 'Spanish', exact: true })).toBeVisible();

    // A page without a Spanish file has Spanish off (/about, until the Spanish pages land).
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await page.getByRole('treeitem', { name: 'Pages', exact: true }).click();
    await page.getByRole('row', { name: 'About' }).click();
    const aboutTwin = existsSync('src/content/pages/es/about.yaml');
    await expect(
      locales.getByRole('radio', { name: aboutTwin ? 'Spanish' : 'Spanish (disabled)', exact: true }),
    ).toBeVisible();
  });

  test('edits the list files and the gallery in both languages: testimonials, team, case studies, a project', async ({
    sweep,
  }) => {
    // The Spanish testimonials exist today; a gallery project has a Spanish file (twinStandIns).
    const page = await editor(sweep);
    const locales = page.getByRole('radiogroup', { name: 'Switch Locale' }).first();
    await page.getByRole('treeitem', { name: 'Testimonials', exact: true }).click();
    await page.getByRole('row', { name: 'Testimonials' }).click();
    await expect(locales.getByRole('radio', { name: 'Spanish', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await page.getByRole('treeitem', { name: 'Gallery', exact: true }).click();
    const title = (parse(readFileSync(`${galleryProject}/index.yaml`, 'utf8')) as { title: string }).title;
    await page.getByRole('row', { name: title }).click();
    await expect(locales.getByRole('radio', { name: 'Spanish', exact: true })).toBeVisible();
  });

  test('a new gallery project saves its photos beside its file', async ({ sweep }) => {
    const page = await editor(sweep);
    await page.getByRole('treeitem', { name: 'Gallery', exact: true }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    const form = page.getByRole('group', { name: /Edit .*Content/ });
    // The preview is drawn from the new entry's draft. The editor creates that draft a moment after
    // it draws the form, and on a busy machine after the preview too: a field typed before then
    // shows its text while the draft stays without it (the preview then lacks it, and Save fails
    // validation). So the title is typed until the preview shows it, which proves the draft takes
    // what is typed; the other fields follow.
    const preview = page.getByRole('document', { name: 'Content Preview' });
    await expect(preview).toBeVisible();
    const title = form.getByRole('textbox', { name: 'Title', exact: true });
    await expect(async () => {
      await title.fill('');
      await title.fill('Brickell condo garage');
      await expect(preview).toContainText('Brickell condo garage', { timeout: 1_000 });
    }).toPass();
    const fields: [string, string][] = [
      ['Summary', 'A grey flake floor for a condo garage in Brickell, finished in two days.'],
      ['Location', 'Brickell, Miami'],
      ['Sq footage', '420 sq ft'],
      ['Timeline', '2 days'],
      ['Coating type', 'Flake epoxy with a polyaspartic topcoat'],
      ['Challenge', 'Oil stains and a hairline crack across a condo garage slab.'],
      ['Solution', 'Diamond ground, crack filled, grey flake broadcast and a clear topcoat.'],
      ['Customer name', 'Ana P.'],
      ['Testimonial', 'Two days and the garage looks brand new.'],
      ['Investment range', '$3,400-$5,000'],
      ['Before alt', 'A stained grey concrete garage floor'],
      ['After alt', 'A glossy grey flake garage floor'],
    ];
    for (const [label, value] of fields)
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    for (const [, value] of fields) await expect(preview).toContainText(value);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'garage', exact: true }).click();
    await form.getByRole('button', { name: /Add .*Features/ }).click();
    await form
      .locator('[data-key-path="features.0"] input, [data-key-path="features.0"] textarea')
      .first()
      .fill('Diamond grinding');
    const photos = 'src/content/gallery/pinecrest-garage-flake';
    await form
      .locator('[data-key-path="beforeImage"] input[type=file]')
      .first()
      .setInputFiles(`${photos}/before.jpg`);
    const afterInput = form.locator('[data-key-path="afterImage"] input[type=file]').first();
    await page.mouse.move(400, 500);
    for (let step = 0; step < 30 && (await afterInput.count()) === 0; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await afterInput.setInputFiles(`${photos}/after.jpg`);
    // The editor reads each photo in before it can save it: a Save pressed earlier does nothing.
    for (const field of ['beforeImage', 'afterImage'])
      await expect(
        form.locator(`[data-key-path="${field}"]`).getByRole('button', { name: 'Replace Image' }),
      ).toBeVisible();

    const folder = 'src/content/gallery/brickell-condo-garage';
    const text = await save(page, `${folder}/index.yaml`);
    const saved = galleryProjectFileSchema.safeParse(parse(text));
    expect(saved.error?.issues ?? []).toEqual([]);
    expect(await passesPrettier(`${folder}/index.yaml`, text)).toBe(true);
    // The photos are files in the project's own folder, named relative to index.yaml (astro:assets
    // resolves and optimises them at build).
    for (const photo of [saved.data?.beforeImage, saved.data?.afterImage]) {
      expect(photo).toMatch(/^(\.\/)?[\w.-]+\.jpe?g$/);
      const file = `${folder}/${(photo ?? '').replace(/^\.\//, '')}`;
      // Stored with the entry; polled, as the file above is, for the same reason.
      await expect
        .poll(async () => (await savedFile(page, file).catch(() => '')).length, { timeout: 20_000 })
        .toBeGreaterThan(1000);
    }
  });
});
