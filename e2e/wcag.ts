/**
 * In-page probes for e2e/wcag.spec.ts: what axe cannot see (WCAG 2.2 AA). Functions passed to
 * `page.evaluate` run in the page and carry everything they use; the rest runs in Node.
 */
import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';

/** Each 0-255 sRGB channel value made linear (WCAG's formula), looked up per pixel. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Relative luminance (WCAG) of an sRGB colour in 0-255. */
export function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * LINEAR[r ?? 0]! + 0.7152 * LINEAR[g ?? 0]! + 0.0722 * LINEAR[b ?? 0]!;
}

/** Relative luminance of the pixel at byte offset `o` of an RGB image. */
function luminanceAt(data: Buffer, o: number): number {
  return 0.2126 * LINEAR[data[o]!]! + 0.7152 * LINEAR[data[o + 1]!]! + 0.0722 * LINEAR[data[o + 2]!]!;
}

/** Contrast ratio of two relative luminances. */
export function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A screenshot's pixels, RGB, with the CSS-to-pixel scale. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function pixels(shot: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's one DevTools session, opened the first time a probe asks for it (capture, pressTab). */
function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * A PNG of `clip` (CSS px of the window, as `page.screenshot({ clip })` takes it) at the device's
 * pixel ratio: the same pixels (wcag.spec.ts compares the two), through one DevTools session per
 * page with Chromium's fast PNG encoder, a third of the time (52 ms against 180 ms for a hero's text
 * box). Nothing is hidden or paused for it: the probes settle the page themselves (transitions run
 * to their end, the caret is made transparent where a field is focused).
 */
export async function capture(page: Page, clip: Box): Promise<Buffer> {
  const cdp = await devtools(page);
  // The protocol's clip is in document coordinates: the window's scroll position added.
  const { cssVisualViewport: view } = await cdp.send('Page.getLayoutMetrics');
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: {
      x: clip.x + view.pageX,
      y: clip.y + view.pageY,
      width: clip.width,
      height: clip.height,
      scale: 1,
    },
  });
  return Buffer.from(data, 'base64');
}

export function pixelAt(image: Pixels, x: number, y: number): [number, number, number] {
  const cx = Math.min(image.width - 1, Math.max(0, Math.round(x)));
  const cy = Math.min(image.height - 1, Math.max(0, Math.round(y)));
  const o = (cy * image.width + cx) * 3;
  return [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!];
}

/**
 * Wakes the islands whose controls wait for their script (disabled in the server HTML): scrolls each
 * into view, hovers it, and waits until it has hydrated, then goes back to the top. A tour over the
 * server HTML would meet buttons that are disabled until their script runs. Islands that wait for
 * an address parameter (`client:query`) stay as the server wrote them, as for any visitor without it.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const waiting = () =>
      [...document.querySelectorAll<HTMLElement>('astro-island[ssr]')].filter(
        (island) => island.getAttribute('client') !== 'query' && island.querySelector(':disabled'),
      );
    for (const island of waiting()) {
      // An island is `display: contents`: its first element is what scrolls and what is observed.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'start' });
      island.dispatchEvent(new Event('pointerover', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const deadline = performance.now() + 5_000;
    while (waiting().length > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    window.scrollTo(0, 0);
  });
}

/** A text that is cut, hidden by an overflowing box or pushed off the page. */
export interface Clipped {
  text: string;
  why: string;
}

/**
 * Text that the reader loses (WCAG 1.4.10 reflow, 1.4.12 text spacing): an ellipsis or a line clamp
 * with more behind it, glyphs outside a box that hides its overflow, or text past the right edge of
 * the page. Text inside a box that scrolls (a wide table's region) is reachable and not counted;
 * visually hidden text (sr-only) is not shown to anyone and not counted.
 */
export function clippedText(): Clipped[] {
  const found: Clipped[] = [];
  const seen = new Set<Element>();
  const width = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) {
      style = getComputedStyle(el);
      styles.set(el, style);
    }
    return style;
  };
  const isSrOnly = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = styleOf(node);
      const rect = node.getBoundingClientRect();
      if (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) return true;
      if (style.clipPath !== 'none' && /inset\(50%\)/.test(style.clipPath)) return true;
      if (style.clip !== 'auto' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || seen.has(parent)) continue;
    if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (parent.closest('[aria-hidden="true"] svg, script, style, template, noscript')) continue;
    if (isSrOnly(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) continue;
    const label = text.slice(0, 50);
    // The element that sets the ellipsis or clamp is the text's parent or a near ancestor.
    for (let el: HTMLElement | null = parent, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
      const style = styleOf(el);
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        found.push({ text: label, why: `cut with "…" (${el.scrollWidth}px in ${el.clientWidth}px)` });
        seen.add(parent);
        break;
      }
      if (style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1) {
        found.push({ text: label, why: `clamped to ${style.webkitLineClamp} lines` });
        seen.add(parent);
        break;
      }
    }
    if (seen.has(parent)) continue;
    for (let el: HTMLElement | null = parent; el && el !== document.body; el = el.parentElement) {
      const style = styleOf(el);
      const box = el.getBoundingClientRect();
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      // A box that scrolls keeps its content reachable (the 1.4.10 exception for tables and the like).
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      // Vertically, the glyphs' em box: a line's box is taller than its letters (a tight line
      // height inside a box that hides its overflow cuts no letter).
      const fontSize = parseFloat(styleOf(parent).fontSize);
      const out = rects.some((r) => {
        const emTop = r.top + (r.height - fontSize) / 2;
        return (
          (hidesX && (r.left < box.left - 1 || r.right > box.right + 1)) ||
          (hidesY && (emTop < box.top - 1 || emTop + fontSize > box.bottom + 1))
        );
      });
      if (out) {
        found.push({ text: label, why: `overflows a box that hides it (<${el.tagName.toLowerCase()}>)` });
        seen.add(parent);
        break;
      }
    }
    if (seen.has(parent)) continue;
    let scroller = false;
    for (let el: HTMLElement | null = parent; el; el = el.parentElement) {
      const overflowX = styleOf(el).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') scroller = true;
    }
    if (!scroller && rects.some((r) => r.right > width + 1 || r.left < -1)) {
      found.push({ text: label, why: 'runs past the edge of the page' });
      seen.add(parent);
    }
  }
  return found;
}

/** How far the page scrolls sideways, in CSS px (0 when it reflows). */
export function sidewaysScroll(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * WCAG 1.4.12's text-spacing override, as a reader's style sheet applies it: a sheet of the reader's
 * own, which the page's Content-Security-Policy does not govern (a constructed sheet, adopted by the
 * document after its own). It starts no transition: under reduced motion every property
 * "transitions" for 0.01 ms (global.css), and the new spacing started one on every element, which
 * took about 100 ms a page to start and run to its end.
 */
const textSpacingCss = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
    transition-property: none !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Puts the text spacing of WCAG 1.4.12 on the page, laid out at once: any transition still running
 * (a hover, a focus) is run to its end, as in focusStop, before the page is measured.
 */
export async function spaceText(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  }, textSpacingCss);
}

/** A pointer target smaller than 24 by 24 CSS px with a neighbour closer than the spacing exception allows. */
export interface SmallTarget {
  name: string;
  size: string;
  near: string;
}

/**
 * WCAG 2.5.8 target size (minimum): every pointer target is at least 24 by 24 CSS px, or a 24 px
 * circle centred on it touches no other target and no other small target's circle. Links inside a
 * sentence are exempt (their size is set by the line of text), and so are the browser's own controls
 * (a radio button inside a label: the label is the target).
 */
export function smallTargets(): SmallTarget[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block: Element | null = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const own = (el.textContent ?? '').trim().length;
    const around = (block?.textContent ?? '').trim().length;
    return around > own + 1;
  };
  const targets: { el: Element; rect: DOMRect }[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (el.closest('[inert]')) continue;
    let target: Element = el;
    if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) {
      target = el.closest('label') ?? el;
    }
    const rect = target.getBoundingClientRect();
    // A visually hidden control (the slider's range input) is reached by its visible box instead.
    if (rect.width <= 1 || rect.height <= 1) continue;
    if (inSentence(target)) continue;
    targets.push({ el: target, rect });
  }
  const small = targets.filter(({ rect }) => rect.width < 23.5 || rect.height < 23.5);
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const found: SmallTarget[] = [];
  for (const s of small) {
    const c = centre(s.rect);
    for (const other of targets) {
      if (other.el === s.el || other.el.contains(s.el) || s.el.contains(other.el)) continue;
      const r = other.rect;
      const isSmall = small.includes(other);
      let clash: boolean;
      if (isSmall) {
        const o = centre(r);
        clash = Math.hypot(o.x - c.x, o.y - c.y) < 24 - 0.5;
      } else {
        const dx = Math.max(r.left - c.x, 0, c.x - r.right);
        const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
        clash = Math.hypot(dx, dy) < 12 - 0.5;
      }
      if (clash) {
        found.push({
          name: name(s.el),
          size: `${s.rect.width.toFixed(0)}x${s.rect.height.toFixed(0)}`,
          near: name(other.el),
        });
        break;
      }
    }
  }
  return found;
}

/** One run of text on a hero photo: its colour, whether it is large, and its boxes within the hero. */
interface TextRun {
  text: string;
  colour: [number, number, number];
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** The hero's text runs that sit on the photo (not on a button's own solid background). */
function heroText(hero: Element): TextRun[] {
  const box = hero.getBoundingClientRect();
  const runs: TextRun[] = [];
  const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent) continue;
    let solid = false;
    for (let el: HTMLElement | null = parent; el && el !== hero; el = el.parentElement) {
      const background = getComputedStyle(el).backgroundColor;
      const alpha = /rgba?\(([^)]+)\)/.exec(background)?.[1]?.split(',')[3];
      if (background !== 'rgba(0, 0, 0, 0)' && (alpha === undefined || Number(alpha) > 0.95)) {
        solid = true;
        break;
      }
    }
    if (solid) continue;
    const style = getComputedStyle(parent);
    const rgb = style.color.match(/[\d.]+/g) ?? ['0', '0', '0'];
    const size = parseFloat(style.fontSize);
    const weight = Number(style.fontWeight);
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()]
      .filter((r) => r.width > 1 && r.height > 1)
      .map((r) => ({ x: r.x - box.x, y: r.y - box.y, width: r.width, height: r.height }));
    runs.push({
      text: text.slice(0, 40),
      colour: [Number(rgb[0]), Number(rgb[1]), Number(rgb[2])],
      large: size >= 24 || (size >= 18.66 && weight >= 700),
      rects,
    });
  }
  return runs;
}

/** What readyHero leaves for the capture: the text runs, the hero in the window, the box around the text. */
type ReadyHero = {
  runs: TextRun[];
  shown: Box;
  left: number;
  top: number;
  right: number;
  bottom: number;
} | null;

/**
 * In the page: waits for the hero's photo and the fonts, scrolls the hero to the top, measures its text
 * (`measure`, heroText), makes the text transparent and hides the sticky bars (through the CSSOM: the
 * site's CSP allows no injected style sheet; they are not what the text sits on), and returns the box
 * to photograph: only the box around the text, the capture being most of the probe's time and growing
 * with its area (a whole 1280 px hero 326 ms, a third of it 129 ms). null: no hero, or no text on it.
 */
async function readyHero(measure: (hero: Element) => TextRun[]): Promise<ReadyHero> {
  const hero = document.querySelector<HTMLElement>('[data-slot="hero"]');
  if (!hero) return null;
  const img = hero.querySelector('img');
  if (img) {
    if (!img.complete || img.naturalWidth === 0) {
      await Promise.race([
        new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
    }
    await img.decode().catch(() => undefined);
  }
  await document.fonts.ready;
  hero.scrollIntoView({ block: 'start' });
  const runs = measure(hero);
  const boxes = runs.flatMap((run) => run.rects);
  if (boxes.length === 0) return null;
  // The part of the hero in the window (the spec's windows are tall enough for the whole of it).
  const r = hero.getBoundingClientRect();
  const shown = { x: r.x, y: r.y, width: r.width, height: Math.min(r.height, window.innerHeight - r.y) };
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x))));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y))));
  const right = Math.min(shown.width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width))));
  const bottom = Math.min(shown.height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height))));
  if (right <= left || bottom <= top) return null;
  for (const node of [hero, ...hero.querySelectorAll<HTMLElement | SVGElement>('*')]) {
    node.dataset['wcagTransparent'] = '';
    // At once: under reduced motion every property still "transitions" for 0.01 ms.
    node.style.setProperty('transition', 'none', 'important');
    node.style.setProperty('color', 'transparent', 'important');
    node.style.setProperty('text-shadow', 'none', 'important');
  }
  // The bars are the body's children or grandchildren (the header, the phone's bar, the skip link).
  for (const node of document.querySelectorAll<HTMLElement>('body > *, body > * > *')) {
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') {
      node.dataset['wcagHidden'] = '';
      node.style.setProperty('visibility', 'hidden', 'important');
    }
  }
  return { runs, shown, left, top, right, bottom };
}

/**
 * The hero's text measured against the photo under it (axe reports text over an image as
 * "incomplete", so this looks at the pixels): the text is made transparent, the hero photographed,
 * and each run's colour compared with the brightest pixels under it (99th percentile) against AA,
 * 4.5:1 or 3:1 for large text. Returns the failures.
 */
export async function heroContrastFailures(page: Page): Promise<string[]> {
  // Three round trips a page (the probe runs on every page at three widths): ready the hero and
  // measure its text, photograph it, put the page back.
  const ready = await page.evaluate<ReadyHero>(`(${readyHero.toString()})(${heroText.toString()})`);
  if (!ready) return [];
  const { runs, shown, left, top, right, bottom } = ready;
  const clip = { x: shown.x + left, y: shown.y + top, width: right - left, height: bottom - top };
  const shot = await capture(page, clip);
  await page.evaluate(() => {
    for (const node of document.querySelectorAll<HTMLElement | SVGElement>('[data-wcag-transparent]')) {
      node.style.removeProperty('color');
      node.style.removeProperty('text-shadow');
      node.style.removeProperty('transition');
      delete node.dataset['wcagTransparent'];
    }
    for (const node of document.querySelectorAll<HTMLElement>('[data-wcag-hidden]')) {
      node.style.removeProperty('visibility');
      delete node.dataset['wcagHidden'];
    }
  });
  const image = await pixels(shot);
  const scaleX = image.width / clip.width;
  const scaleY = image.height / clip.height;
  const failures: string[] = [];
  for (const run of runs) {
    // The run's boxes are within the hero; the capture starts at (left, top) of it.
    const areas = run.rects.map((r) => {
      const y0 = Math.max(0, Math.floor((r.y - top) * scaleY));
      const y1 = Math.min(image.height, Math.ceil((r.y - top + r.height) * scaleY));
      const x0 = Math.max(0, Math.floor((r.x - left) * scaleX));
      const x1 = Math.min(image.width, Math.ceil((r.x - left + r.width) * scaleX));
      return { x0, x1, y0, y1, count: Math.max(0, x1 - x0) * Math.max(0, y1 - y0) };
    });
    // Every pixel under the run (a pixel under two of its boxes twice), sorted as numbers.
    const lums = new Float64Array(areas.reduce((sum, area) => sum + area.count, 0));
    let filled = 0;
    for (const { x0, x1, y0, y1 } of areas) {
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) lums[filled++] = luminanceAt(image.data, (y * image.width + x) * 3);
      }
    }
    if (lums.length === 0) continue;
    lums.sort();
    const background = lums[Math.floor(lums.length * 0.99)]!;
    const measured = ratio(luminance(run.colour), background);
    const needed = run.large ? 3 : 4.5;
    if (measured < needed) failures.push(`"${run.text}": ${measured.toFixed(2)}:1, needs ${needed}:1`);
  }
  return failures;
}

/** A box in viewport px. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the tour notes at one focus stop. */
export interface Stop {
  /** A short description of the element. */
  name: string;
  /** Its look: tag and classes, so each kind of control is photographed once. */
  style: string;
  /** Why focus is not clear of the sticky header or the phone's bar ('' when it is). */
  obscured: string;
  /** The control's box (a radio's label, the slider's box), in viewport px. */
  box: Box;
  /** The box its focus indicator is looked for in: the control and the ancestors that may draw it. */
  clip: Box;
  /** Its place in document order, to check that Tab moves forward. */
  order: number;
  /** The element is `<body>` (focus left the page's controls, the tour wrapped). */
  body: boolean;
}

/**
 * Marks the controls a keyboard user should reach on the page, and numbers every element in
 * document order. A radio group is one stop (its checked or first radio).
 */
export function markTabbables(): number {
  let order = 0;
  for (const el of document.querySelectorAll<HTMLElement>('body *'))
    el.dataset['wcagOrder'] = String(order++);
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const groups = new Set<string>();
  let count = 0;
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) continue;
    if (el.tagName === 'SUMMARY' && el.parentElement?.querySelector('summary') !== el) continue;
    // Visually hidden controls (the slider's range input) count: they take focus and show it on their box.
    const visible = el.checkVisibility({ checkVisibilityCSS: true });
    if (!visible) continue;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const key = `${el.form?.id ?? ''}|${el.name}`;
      if (groups.has(key)) continue;
      groups.add(key);
      el.dataset['wcagExpected'] = `radio:${key}`;
    } else {
      el.dataset['wcagExpected'] = '';
    }
    count += 1;
  }
  return count;
}

/**
 * The focused element's stop: where it is, what draws its focus, and whether the sticky header or
 * the phone's bottom bar covers it (WCAG 2.4.11: a control that fits between them is wholly clear).
 */
export function focusStop(): Stop {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) {
    const none = { x: 0, y: 0, width: 0, height: 0 };
    return { name: '<body>', style: '', obscured: '', box: none, clip: none, order: -1, body: true };
  }
  el.dataset['wcagReached'] = '';
  // Under reduced motion every property "transitions" for 0.01 ms (global.css), and a transform's
  // transition waits for the compositor to start it: until then the box is read where the control
  // was before focus (the skip link 80 px above the window, on a loaded machine even two frames
  // later). The transitions are run to their end, as drawn a moment later.
  for (const animation of document.getAnimations()) {
    if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
  }
  // The box the indicator shows on: a radio's label, the slider's handle box, or the element.
  let host: Element = el;
  if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type))
    host = el.closest('label') ?? el;
  for (let node: Element | null = host; node; node = node.parentElement) {
    const r = node.getBoundingClientRect();
    if (r.width >= 8 && r.height >= 8) {
      host = node;
      break;
    }
  }
  const rect = host.getBoundingClientRect();
  const name = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  let obscured = '';
  // The page's sticky and fixed bars, found once per page (a walk over every element).
  const cache = window as unknown as { __wcagBars?: HTMLElement[] };
  cache.__wcagBars ??= [...document.querySelectorAll<HTMLElement>('body *')].filter((node) => {
    const position = getComputedStyle(node).position;
    return position === 'fixed' || position === 'sticky';
  });
  const fixedBars = cache.__wcagBars.filter((bar) => bar.checkVisibility() && !bar.matches(':popover-open'));
  const inBar = fixedBars.some((bar) => bar.contains(el)) || el.closest('dialog[open], :popover-open');
  const elRect = el.getBoundingClientRect();
  const box = elRect.width > 1 && elRect.height > 1 ? elRect : rect;
  if (!inBar) {
    // The band between the sticky header and the phone's bottom bar.
    let top = 0;
    let bottom = window.innerHeight;
    for (const bar of fixedBars) {
      const r = bar.getBoundingClientRect();
      if (r.height === 0 || r.height > window.innerHeight / 2 || r.right <= box.left || r.left >= box.right)
        continue;
      if (r.top <= 1) top = Math.max(top, r.bottom);
      else if (r.bottom >= window.innerHeight - 1) bottom = Math.min(bottom, r.top);
    }
    // Only the bars count: a tall control may run past the window's own edge.
    const underTop = top > 0 ? top - box.top : 0;
    const underBottom = bottom < window.innerHeight ? box.bottom - bottom : 0;
    const band = `${top.toFixed(0)}-${bottom.toFixed(0)} px`;
    const where = `${box.top.toFixed(0)}-${box.bottom.toFixed(0)} px`;
    if (box.bottom <= top + 1 || box.top >= bottom - 1) {
      // WCAG 2.4.11: a focused control is never entirely hidden by the page's own bars.
      obscured = `${where}: wholly outside the band ${band} the bars leave`;
    } else if (box.height <= bottom - top - 80 && (underTop > 1 || underBottom > 1)) {
      // A control that fits with room to spare (the page's scroll-padding is 5rem) shows whole.
      obscured = `${where}: ${Math.max(underTop, underBottom).toFixed(0)} px of it under a bar (band ${band})`;
    }
  }
  // The area the indicator may be drawn in: the control and up to three ancestors (a card draws the
  // ring of the link it holds), kept to the viewport.
  let clipBox = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  let ancestor: Element | null = host.parentElement;
  for (
    let depth = 0;
    ancestor && depth < 3 && ancestor !== document.body;
    depth++, ancestor = ancestor.parentElement
  ) {
    const r = ancestor.getBoundingClientRect();
    if (r.width * r.height > (window.innerWidth * window.innerHeight) / 2) break;
    clipBox = {
      left: Math.min(clipBox.left, r.left),
      top: Math.min(clipBox.top, r.top),
      right: Math.max(clipBox.right, r.right),
      bottom: Math.max(clipBox.bottom, r.bottom),
    };
  }
  return {
    name,
    style: `${el.tagName}.${el.className}|${host === el ? '' : `${host.tagName}.${host.getAttribute('class') ?? ''}`}`,
    obscured,
    box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    clip: {
      x: clipBox.left,
      y: clipBox.top,
      width: clipBox.right - clipBox.left,
      height: clipBox.bottom - clipBox.top,
    },
    order: Number(el.dataset['wcagOrder'] ?? -1),
    body: false,
  };
}

/**
 * From now on, notes the focused control's stop each time Tab is pressed, before focus moves on (by
 * then the browser has scrolled it into view and drawn it), and once more when asked (`lastStop`).
 */
export function recordTabStops(): void {
  const w = window as unknown as { __wcagStops: Stop[]; __wcagStop: () => Stop };
  w.__wcagStops = [];
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab') w.__wcagStops.push(w.__wcagStop());
    },
    { capture: true },
  );
}

/**
 * Presses Tab `times` times, as `page.keyboard.press('Tab')` does (the same DevTools input events,
 * which go through the browser's input pipeline as a key would), but sent together instead of one
 * round trip at a time: the browser handles them in order, and a tour of 50 stops takes 0.2 s
 * instead of 0.6 s (the same stops, measured on 16 pages).
 */
export async function pressTab(page: Page, times: number): Promise<void> {
  const session = await devtools(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  await Promise.all(
    Array.from({ length: times }, () => [
      session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
      session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]).flat(),
  );
}

/** The stops noted since `recordTabStops`, the current one last. */
export function tabStops(): Stop[] {
  const w = window as unknown as { __wcagStops: Stop[]; __wcagStop: () => Stop };
  return [...w.__wcagStops.slice(1), w.__wcagStop()];
}

/** The controls marked as expected that focus never reached. */
export function unreached(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-wcag-expected]')]
    .filter((el) => {
      if (el.dataset['wcagReached'] !== undefined) return false;
      const group = el.dataset['wcagExpected'];
      // A radio group counts as reached when any of its radios was.
      if (group?.startsWith('radio:')) {
        const input = el as HTMLInputElement;
        const radios = [
          ...(input.form ?? document).querySelectorAll<HTMLInputElement>(`input[type="radio"]`),
        ];
        return !radios.some(
          (radio) => radio.name === input.name && radio.dataset['wcagReached'] !== undefined,
        );
      }
      return true;
    })
    .map(
      (el) =>
        `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
    );
}

/**
 * Whether focus shows: the box around the focused control photographed focused and blurred, and the
 * pixels that changed by at least 3:1 (WCAG 1.4.11 for the indicator) counted. They must add up to
 * at least a 1 px line around the control (capped for large boxes, where a ring of 300 px is plenty).
 * Leaves the control focused again.
 */
export async function focusIndicator(
  page: Page,
  stop: Pick<Stop, 'box' | 'clip'>,
): Promise<{ changed: number; needed: number }> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const pad = 10;
  const { box } = stop;
  const x = Math.max(0, Math.floor(stop.clip.x - pad));
  const y = Math.max(0, Math.floor(stop.clip.y - pad));
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(viewport.width, Math.ceil(stop.clip.x + stop.clip.width + pad)) - x),
    height: Math.max(1, Math.min(viewport.height, Math.ceil(stop.clip.y + stop.clip.height + pad)) - y),
  };
  // No caret in the photographs: it blinks, and it is not the focus indicator.
  const handle = await page.evaluateHandle(() => {
    const el = document.activeElement as HTMLElement;
    el.style.setProperty('caret-color', 'transparent', 'important');
    return el;
  });
  const focused = await pixels(await capture(page, clip));
  // Blurred, its 0.01 ms reduced-motion transitions run to their end (as in focusStop), and drawn
  // two frames later.
  await handle.evaluate(async (el) => {
    el.blur();
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const blurred = await pixels(await capture(page, clip));
  await handle.evaluate((el) => {
    el.style.removeProperty('caret-color');
    el.focus({ preventScroll: true });
  });
  await handle.dispose();
  let changed = 0;
  for (let i = 0; i < focused.data.length; i += 3) {
    if (ratio(luminanceAt(focused.data, i), luminanceAt(blurred.data, i)) >= 3) changed += 1;
  }
  const scale = (focused.width * focused.height) / (clip.width * clip.height);
  const visibleWidth = Math.min(box.width, viewport.width);
  const visibleHeight = Math.min(box.height, viewport.height);
  const perimeter = 2 * (visibleWidth + visibleHeight);
  return { changed: changed / scale, needed: Math.min(perimeter, 300) };
}

/**
 * Records what live regions say from now on: every change inside a region (role status, alert or
 * log, or aria-live other than off) that was already in the page, as assistive technology hears it.
 */
export function recordLiveRegions(): void {
  const selector = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
  const regions = new Set(document.querySelectorAll(selector));
  const heard: string[] = [];
  (window as unknown as { __wcagHeard: string[] }).__wcagHeard = heard;
  new MutationObserver((mutations) => {
    const changed = new Set<Element>();
    for (const mutation of mutations) {
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = target?.closest(selector);
      if (region && regions.has(region)) changed.add(region);
    }
    for (const region of changed) {
      const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) heard.push(text);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Everything the live regions said since `recordLiveRegions` (runs in the page). */
export function heardSoFar(): string[] {
  return [...(window as unknown as { __wcagHeard: string[] }).__wcagHeard];
}

/**
 * Filled rating stars against the surface under them (the first ancestor with an opaque
 * background): at least 3:1 (WCAG 1.4.11). Runs in the page; returns the failures.
 */
export function starContrast(): string[] {
  const lum = (rgb: number[]) => {
    const lin = (v: number) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(rgb[0] ?? 0) + 0.7152 * lin(rgb[1] ?? 0) + 0.0722 * lin(rgb[2] ?? 0);
  };
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const failures: string[] = [];
  for (const stars of document.querySelectorAll('[data-slot="rating-stars"]')) {
    const star = stars.querySelector('svg.fill-current') ?? stars.querySelector('svg');
    if (!star || !star.checkVisibility()) continue;
    const colour = channels(getComputedStyle(star).color);
    let background = [255, 255, 255];
    for (let el: Element | null = stars; el; el = el.parentElement) {
      const value = channels(getComputedStyle(el).backgroundColor);
      if (value.length === 3 || (value.length === 4 && (value[3] ?? 0) > 0.95)) {
        background = value;
        break;
      }
    }
    const a = lum(colour);
    const b = lum(background);
    const measured = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (measured < 3) failures.push(`rating stars ${measured.toFixed(2)}:1 against their background`);
  }
  return failures;
}
