import { expect, type Locator } from '@playwright/test';

/**
 * An accordion of `<details name>` items opens one answer at a time: opening item `second` closes
 * item `first`, and clicking an open item's question closes it again.
 */
export async function expectOneOpenAtATime(items: Locator, first = 0, second = 1): Promise<void> {
  const question = (index: number) => items.nth(index).locator('summary');
  await question(first).click();
  await expect(items.nth(first)).toHaveAttribute('open', '');
  await question(second).click();
  await expect(items.nth(second)).toHaveAttribute('open', '');
  await expect(items.nth(first)).not.toHaveAttribute('open', '');
  await question(second).click();
  await expect(items.nth(second)).not.toHaveAttribute('open', '');
}
