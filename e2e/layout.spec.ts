import { expect, test } from '@playwright/test';

import { headerLinks } from '#src/data/navigation.ts';
import { ui } from '#src/data/ui.ts';
import { business } from '#src/data/business.ts';
import { formatPhone, telHref, mainNumber } from '#src/lib/phone.ts';
import { phone } from './viewports.ts';

const phoneDisplay = formatPhone(mainNumber(business.phones));
const phoneHref = telHref(mainNumber(business.phones));
const headerLabels = headerLinks.map((link) => ui.en.nav[link.nav]);

test.describe('shared layout on a laptop', () => {
  test('the header shows its eight links in order and a call button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(headerLabels);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Call ${phoneDisplay}` }),
    ).toHaveAttribute('href', phoneHref);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the header stays on screen while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test('the footer has its sixteen links, social links, the year and the license line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(links).toHaveCount(16);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set([
        '/about',
        '/why-choose-us',
        '/services',
        '/pricing',
        '/our-process',
        '/case-studies',
        '/gallery',
        '/videos',
        '/credentials',
        '/contact',
        '/florida-climate-guide',
        '/materials',
        '/faq',
        '/resources',
        '/privacy',
        '/accessibility',
      ]),
    );
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(
      business.social.length,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name}`);
    await expect(footer).toContainText('Licensed & insured');
    await expect(footer.getByRole('link', { name: phoneDisplay })).toHaveAttribute('href', phoneHref);
  });

  test('the skip link is the first keyboard stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('keyboard focus is drawn with a visible outline', async ({ page }) => {
    // Each page carries only the CSS it uses: the policy pages draw no accent color of their own.
    for (const path of ['/', '/privacy', '/accessibility', '/es/privacy']) {
      await page.goto(path);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style, path).not.toBe('none');
      expect(outline.width, path).toBeGreaterThanOrEqual(2);
    }
  });

  test('the phone action bar is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden();
  });
});

test.describe('shared layout on a phone', () => {
  test.use(phone);

  test('the menu is closed by default and toggles open and closed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    // Popover semantics: the button controls the menu, and browsers expose its expanded state.
    await expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
    const isOpen = () => page.locator('#site-menu').evaluate((el) => el.matches(':popover-open'));
    expect(await isOpen()).toBe(false);
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await isOpen()).toBe(true);
    await expect(menu.getByRole('link')).toHaveText(headerLabels);
    await toggle.click();
    await expect(menu).toBeHidden();
    expect(await isOpen()).toBe(false);
  });

  test('the menu closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(menu).toBeHidden();
  });

  test('the menu closes with the Escape key', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('the header call button dials the toll-free number', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /call/i })).toHaveAttribute(
      'href',
      phoneHref,
    );
  });

  test('a slim bar offers Call and Free Quote at the bottom of the screen', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick contact' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: /call/i })).toHaveAttribute('href', phoneHref);
    await expect(bar.getByRole('link', { name: ui.en.quoteCta })).toHaveAttribute('href', '/contact');
  });

  test('nothing scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
