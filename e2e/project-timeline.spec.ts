import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { timelineCalculatorCopy as copy, timelineCalculatorCopyEs } from '#src/data/project-timeline.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import {
  allTimelineInputs,
  estimateTimeline,
  projectSizes,
  projectTypes,
  surfaceConditions,
  timelinePreferences,
  type ProjectType,
  type TimelineInput,
} from '#src/lib/timeline.ts';
import { desktop, phone } from './viewports.ts';
import { axeViolations } from './axe.ts';

const questions = ['type', 'size', 'surface', 'preference'] as const;
type Question = (typeof questions)[number];

function optionLabel(question: Question, value: string): string {
  const option = copy.questions[question].options.find((o) => o.value === value);
  if (!option) throw new Error(`no option ${value} for ${question}`);
  return option.label;
}

function optionIndex(question: Question, value: string): number {
  return copy.questions[question].options.findIndex((o) => o.value === value);
}

/**
 * The 18 combinations of one project type in an order where each differs from the one before in
 * exactly one answer, by one option up or down (a reflected Gray code over size, surface and
 * preference). Walking it changes one answer per step, as a visitor comparing options does, and still
 * reaches every combination.
 */
function walkFor(
  type: ProjectType,
): { input: TimelineInput; change?: { question: Question; step: 1 | -1 } }[] {
  const dimensions = [projectSizes, surfaceConditions, timelinePreferences] as const;
  function snake(depth: number): string[][] {
    if (depth === dimensions.length) return [[]];
    const rest = snake(depth + 1);
    return dimensions[depth]!.flatMap((value, i) =>
      (i % 2 === 0 ? rest : rest.toReversed()).map((tail) => [value, ...tail]),
    );
  }
  const inputs = snake(0).map(
    ([size, surface, preference]) => ({ type, size, surface, preference }) as TimelineInput,
  );
  return inputs.map((input, i) => {
    const previous = inputs[i - 1];
    if (!previous) return { input };
    const question = questions.find((q) => input[q] !== previous[q])!;
    const step = optionIndex(question, input[question]) > optionIndex(question, previous[question]) ? 1 : -1;
    return { input, change: { question, step } };
  });
}

/** Opens the page (or its Spanish twin) and waits until the calculator island has hydrated. */
async function openCalculator(page: Page, path = '/project-timeline') {
  await page.goto(path);
  const calculator = page.locator('#calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  return calculator;
}

/** The shown figures of one combination against the rules (the loops over all 90 check only these). */
async function expectFigures(page: Page, input: TimelineInput) {
  const expected = estimateTimeline(input);
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  await expect(
    page.locator('#calculator').getByRole('status').locator('[data-result] dd'),
    JSON.stringify(input),
  ).toHaveText([
    days(expected.installationDays),
    days(expected.cureDays),
    days(expected.totalDays),
    expected.leadTime,
  ]);
}

/** The whole shown estimate of one combination: labels, figures and the four details. */
async function expectResult(page: Page, input: TimelineInput) {
  const status = page.locator('#calculator').getByRole('status');
  await expect(status.locator('[data-result] dt'), JSON.stringify(input)).toHaveText([
    'Installation',
    'Cure Time',
    'Total',
    'Lead Time',
  ]);
  await expectFigures(page, input);
  await expect(status.locator('[data-timeline-details] li')).toHaveCount(4);
}

test.describe('project timeline calculator', () => {
  test('starts with only the project type question; each answer reveals the next', async ({ page }) => {
    const calculator = await openCalculator(page);
    const group = (q: (typeof questions)[number]) =>
      calculator.getByRole('group', { name: copy.questions[q].legend });
    await expect(group('type')).toBeVisible();
    await expect(group('size')).toHaveCount(0);
    await calculator.getByRole('radio', { name: 'Pool Deck' }).check();
    await expect(group('size')).toBeVisible();
    await expect(group('size')).toContainText('Under 500 sq ft');
    await expect(group('size')).toContainText('500-2,000 sq ft');
    await expect(group('size')).toContainText('Over 2,000 sq ft');
    await expect(group('surface')).toHaveCount(0);
    await calculator.getByRole('radio', { name: 'Small' }).check();
    await expect(group('surface')).toBeVisible();
    await expect(group('preference')).toHaveCount(0);
    await calculator.getByRole('radio', { name: 'Good' }).check();
    await expect(group('preference')).toBeVisible();
    await expect(calculator.getByRole('button', { name: 'Calculate Timeline' })).toHaveCount(0);
    await calculator.getByRole('radio', { name: 'Fast' }).check();
    await expect(calculator.getByRole('button', { name: 'Calculate Timeline' })).toBeVisible();
  });

  test('announces the result politely and offers a new calculation and a quote', async ({ page }) => {
    const calculator = await openCalculator(page);
    for (const name of ['Garage', 'Medium', 'Fair', 'Standard'])
      await calculator.getByRole('radio', { name }).check();
    await calculator.getByRole('button', { name: 'Calculate Timeline' }).click();
    const status = calculator.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expectResult(page, { type: 'garage', size: 'medium', surface: 'fair', preference: 'standard' });
    await expect(calculator.getByRole('button', { name: 'Calculate Timeline' })).toHaveCount(0);
    await expect(calculator.getByRole('link', { name: 'Get Accurate Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await calculator.getByRole('button', { name: 'Calculate Another Project' }).click();
    await expect(status).toBeEmpty();
    await expect(calculator.getByRole('radio')).toHaveCount(5);
    for (const radio of await calculator.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expect(calculator.getByRole('radio', { name: 'Garage' })).toBeFocused();
  });

  test('the walks below reach each of the 90 combinations exactly once', () => {
    const walked = projectTypes.flatMap((type) => walkFor(type).map(({ input }) => JSON.stringify(input)));
    expect(walked).toHaveLength(90);
    expect(new Set(walked)).toEqual(new Set(allTimelineInputs().map((input) => JSON.stringify(input))));
  });

  for (const type of projectTypes) {
    test(`every ${type} combination, driven by keyboard only, matches the rules`, async ({ page }) => {
      const calculator = await openCalculator(page);
      const status = calculator.getByRole('status');
      const [first, ...rest] = walkFor(type);
      await calculator.getByRole('radio').first().focus();
      // The first combination from the start: arrow keys move through a radio group and check as
      // they go, Space checks the first option, Tab goes on to the next question and then Calculate.
      for (const question of questions) {
        const index = optionIndex(question, first!.input[question]);
        if (index === 0) await page.keyboard.press('Space');
        for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expectFigures(page, first!.input);
      // Then one answer at a time: Shift+Tab from the result back to that question, an arrow key
      // (the stale estimate clears), Tab on to Calculate, Enter. The figures prove where focus was.
      for (const { input, change } of rest) {
        const distance = questions.length - questions.indexOf(change!.question);
        for (let i = 0; i < distance; i += 1) await page.keyboard.press('Shift+Tab');
        await page.keyboard.press(change!.step === 1 ? 'ArrowDown' : 'ArrowUp');
        await expect(status).toBeEmpty();
        for (let i = 0; i < distance; i += 1) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expectFigures(page, input);
      }
      // Tab to "Calculate Another Project", Enter: the answers clear and focus returns to the start.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(calculator.getByRole('radio')).toHaveCount(5);
      await expect(calculator.getByRole('radio').first()).toBeFocused();
    });

    // By mouse, every combination of the first type (each answer card of the later questions is
    // clicked) and the first combination of each other type (its card): the rules of every
    // combination are the keyboard walks' and src/lib's to prove, the clicks are what this adds.
    const allByMouse = type === projectTypes[0];
    test(`${allByMouse ? 'every' : 'one'} ${type} ${allByMouse ? 'combination' : 'project'}, driven by mouse, matches the rules`, async ({
      page,
    }) => {
      const calculator = await openCalculator(page);
      const status = calculator.getByRole('status');
      // Click the option card (its label), as a visitor with a mouse does.
      const choose = (question: Question, value: string) =>
        calculator
          .locator('label', {
            has: page.getByRole('radio', { name: optionLabel(question, value), exact: true }),
          })
          .click();
      const calculate = () => calculator.getByRole('button', { name: 'Calculate Timeline' }).click();
      const [first, ...rest] = walkFor(type);
      for (const question of questions) await choose(question, first!.input[question]);
      await calculate();
      await expectFigures(page, first!.input);
      for (const { input, change } of allByMouse ? rest : []) {
        await choose(change!.question, input[change!.question]);
        await expect(status).toBeEmpty();
        await calculate();
        await expectFigures(page, input);
      }
      await calculator.getByRole('button', { name: 'Calculate Another Project' }).click();
      await expect(calculator.getByRole('radio')).toHaveCount(5);
    });
  }
});

test.describe('project timeline page', () => {
  test('explains what affects the timeline with the four cards and their figures', async ({ page }) => {
    await page.goto('/project-timeline');
    const factors = page.locator('#factors');
    await expect(factors.getByRole('heading', { level: 2 })).toHaveText('What Affects Project Timeline?');
    const cards = factors.locator('li');
    await expect(cards).toHaveCount(4);
    for (const [title, figure] of [
      ['Surface Preparation', '1-2 days'],
      ['Installation Process', '1-3 days'],
      ['Cure Time', '1-7 days'],
      ['Scheduling Factors', 'Varies'],
    ] as const)
      await expect(cards.filter({ hasText: title })).toContainText(figure);
  });

  test('lists the six typical project timelines with the spec totals', async ({ page }) => {
    await page.goto('/project-timeline');
    const typical = page.locator('#typical-timelines');
    await expect(typical.getByRole('heading', { level: 2 })).toHaveText('Typical Project Timelines');
    await expect(typical.locator('li')).toHaveCount(6);
    for (const [title, total] of [
      ['2-car garage', '9-10 days'],
      ['3-car garage', '10 days'],
      ['Small commercial', '10-11 days'],
      ['Medium commercial', '12-13 days'],
      ['Pool deck', '9-10 days'],
      ['Industrial warehouse', '14-17 days'],
    ] as const)
      await expect(typical.locator('li').filter({ hasText: title })).toContainText(total);
    await expect(typical.locator('li').filter({ hasText: 'Small commercial' })).toContainText('3-4 days');
  });

  test('notes the fast-cure option and ends with a quote and a call', async ({ page }) => {
    await page.goto('/project-timeline');
    const note = page.locator('#fast-cure');
    await expect(note).toContainText('24 hours instead of 7 days');
    await expect(note).toContainText('20-30%');
    const cta = page.locator('main > section').last();
    await expect(cta.getByRole('link', { name: /quote/i }).first()).toHaveAttribute('href', '/contact');
    await expect(cta.locator(`a[href="${telHref(mainNumber(business.phones))}"]`)).toHaveCount(1);
  });

  test('renders the first question before JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/project-timeline');
    await expect(page.getByRole('group', { name: copy.questions.type.legend })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5);
    await context.close();
  });

  for (const [width, device] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test.describe(`at ${width} width`, () => {
      test.use(device);
      test('has no axe violations with a result showing', async ({ page }) => {
        const calculator = await openCalculator(page);
        for (const name of ['Commercial', 'Large', 'Poor', 'Standard'])
          await calculator.getByRole('radio', { name }).check();
        await calculator.getByRole('button', { name: 'Calculate Timeline' }).click();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test('/es/project-timeline asks, answers and explains in Spanish, with the English figures', async ({
  page,
}) => {
  const es = timelineCalculatorCopyEs;
  const calculator = await openCalculator(page, '/es/project-timeline');
  const input: TimelineInput = { type: 'garage', size: 'medium', surface: 'poor', preference: 'standard' };
  for (const question of questions) {
    const label =
      es.questions[question].options.find((option) => option.value === input[question])?.label ?? '';
    await calculator.getByRole('radio', { name: label, exact: true }).check();
  }
  await calculator.getByRole('button', { name: es.calculate }).click();
  const expected = estimateTimeline(input);
  const status = calculator.getByRole('status');
  await expect(status.locator('[data-result] dt')).toHaveText([
    es.labels.installation,
    es.labels.cure,
    es.labels.total,
    es.labels.leadTime,
  ]);
  await expect(status.locator('[data-result] dd')).toHaveText([
    `${expected.installationDays} días`,
    `${expected.cureDays} días`,
    `${expected.totalDays} días`,
    es.leadTimes[expected.leadTimeRule],
  ]);
  await expect(status.locator('[data-timeline-details] li').first()).toHaveText(
    /^Un garaje de este tamaño lleva 2.5 días/,
  );
  await expect(status).not.toContainText(/\b(days?|weeks)\b/);
  await expect(calculator.getByRole('link', { name: es.quote })).toHaveAttribute('href', '/es/contact');
});
