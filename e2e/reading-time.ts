import { expect, type Page } from '@playwright/test';

/**
 * The article on the page reads in about the time its header states, at 200-235 words a minute.
 * `minutesPattern` finds the minutes in the header ("8 min read", "8 min de lectura").
 */
export async function expectHonestReadingTime(page: Page, minutesPattern: RegExp): Promise<void> {
  const minutes = Number(
    minutesPattern.exec((await page.locator('article header').textContent()) ?? '')?.[1],
  );
  // Every text node, the FAQ answers inside closed <details> included: readers open them.
  const text = await page.locator('article .article-prose').evaluate((body) => {
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
    return parts.join(' ');
  });
  const words = text.split(/\s+/).filter(Boolean).length;
  expect(words).toBeGreaterThanOrEqual(1200);
  expect(words / minutes).toBeGreaterThanOrEqual(200);
  expect(words / minutes).toBeLessThanOrEqual(235);
}
