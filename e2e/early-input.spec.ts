import { expect, test, type Page } from '@playwright/test';

import { timelineCalculatorCopy } from '#src/data/project-timeline.ts';
import { ui } from '#src/data/ui.ts';
import { plural } from '#src/lib/format.ts';
import { phone } from './viewports.ts';

/**
 * A visitor on a slow phone acts on an island before its script has run: the answer or the words
 * must still count once it wakes. Each test holds the island's script back (so it is certainly
 * asleep, with no timing guesses), acts, then lets the script through, with the CPU slowed 6x as on
 * a mid-range phone.
 */
test.use(phone);

/** Holds the island's component script (`/_astro/<name>.<hash>.js`) until `release()`. */
async function holdIslandScript(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { wasRequested, release: () => release() };
}

async function slowPhoneCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test('an answer tapped before the timeline calculator wakes is kept, and the next question appears', async ({
  page,
}) => {
  const script = await holdIslandScript(page, 'timeline-calculator');
  await slowPhoneCpu(page);
  await page.goto('/project-timeline');
  const calculator = page.locator('#calculator');
  await calculator.scrollIntoViewIfNeeded();
  // In view, the island has asked for its script, which is held: it is waking, not awake.
  await script.wasRequested;
  const island = calculator.locator('astro-island');
  await expect(island).toHaveAttribute('ssr', '');

  const { type, size } = timelineCalculatorCopy.questions;
  const answer = type.options[2];
  await calculator.getByRole('radio', { name: answer.label }).tap();
  await expect(calculator.getByRole('group', { name: size.legend })).toHaveCount(0);

  script.release();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  await expect(calculator.getByRole('radio', { name: answer.label })).toBeChecked();
  await expect(calculator.getByRole('group', { name: size.legend })).toBeVisible();
});

test('words typed into the FAQ search before it wakes filter the questions once it does', async ({
  page,
}) => {
  const copy = ui.en.faqSearch;
  const script = await holdIslandScript(page, 'faq-search');
  await slowPhoneCpu(page);
  await page.goto('/faq');
  const box = page.getByRole('searchbox', { name: copy.label });
  await box.scrollIntoViewIfNeeded();
  await script.wasRequested;
  const island = page.locator('astro-island', { has: box });
  await expect(island).toHaveAttribute('ssr', '');

  // The box takes typing from the start, before the script has run.
  await expect(box).toBeEnabled();
  const questions = page.locator('#questions details');
  const all = await questions.allTextContents();
  const term = 'humidity';
  const matching = all.filter((text) => text.toLowerCase().includes(term)).length;
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(all.length);
  await box.pressSequentially(term);

  script.release();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  await expect(box).toHaveValue(term);
  await expect(page.locator('#questions').getByRole('status')).toHaveText(plural(matching, copy.found));
  await expect(questions).toHaveCount(matching);
});
