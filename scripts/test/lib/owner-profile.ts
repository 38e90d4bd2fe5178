/**
 * A different owner, tried for real in the copy the rename check builds (scripts/test/check-owner-edits.ts):
 * every business fact changed (one phone, new hours, founded 2018, one review platform with its own
 * figures, no claims, a new license), every number in src/content/prices.yaml changed, no case
 * studies, and every invented item deleted (`sample: true` list items and gallery projects go; a
 * marked page section is taken as rewritten and loses its mark). After the build, no old fact may
 * stand on any page in either language, and the collection pages left empty are gone.
 *
 * Written against the business.yaml contract (docs: /work/briefs/business-contract.md, issue 37):
 * while business.ts does not know its keys yet (no `reviewPlatforms`), the facts it cannot take yet
 * (one phone, foundingYear, license, review platforms, claims) are left and named in `skipped`.
 */
import { existsSync, globSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

import { isMap, isSeq, parseDocument, type Document } from 'yaml';

import { business } from '#src/data/business.ts';
import { formatTime } from '#src/lib/hours.ts';
import { rawEntries } from '#src/lib/content-files.ts';
import { collectionPages } from '#src/lib/routes.ts';
import { decodeEntities } from '#scripts/build/lib/checks/page.ts';

/** The new owner's facts. */
const owner = {
  foundingYear: 2018,
  license: 'CGC1599012',
  hours: [
    {
      label: 'Monday-Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
  platform: { rating: 4.6, count: 23 },
} as const;

/** What the profile changed, and what it could not change in this tree yet. */
export interface OwnerEdits {
  skipped: string[];
  /** The old facts, read before the edits, that no page may show after them. */
  old: OldFacts;
}

interface Range {
  key: string;
  min: number;
  max: number;
}

interface OldFacts {
  /** Whether the facts only the contract's business.yaml holds were changed (and so must be gone). */
  contract: boolean;
  license: string;
  foundingYear: number;
  hours: { opens: string; closes: string }[];
  ratings: { rating: number; count: number }[];
  platformCount: number;
  ranges: Range[];
  counts: { what: string; count: number }[];
}

/** Lines kept as the owner wrote them: the yaml library folds long ones at 80 characters by default. */
const unfolded = { lineWidth: 0 };

function readYaml(path: string): Document {
  return parseDocument(readFileSync(path, 'utf8'));
}

/** A page price of prices.yaml's `figures` ('5-7', '3200-4000'; a single '99' is no range). */
const figureRange = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;

/** The {min, max} pairs of prices.yaml, with the key they sit under ("standard", "installDays", "figure"...). */
function rangesIn(tree: unknown, key = ''): Range[] {
  if (typeof tree === 'string') {
    const range = figureRange.exec(tree);
    return range ? [{ key: 'figure', min: Number(range[1]), max: Number(range[2]) }] : [];
  }
  if (tree === null || typeof tree !== 'object') return [];
  const record = tree as Record<string, unknown>;
  if (typeof record['min'] === 'number' && typeof record['max'] === 'number')
    return [{ key, min: record['min'], max: record['max'] }];
  return Object.entries(record).flatMap(([child, value]) => rangesIn(value, child));
}

/**
 * Every number of a YAML document plus one, at any depth; a page price ('5-7' under `figures`) ten
 * times plus one ('51-71'), so no new figure is an old one of another page.
 */
function bumpNumbers(document: Document): void {
  const bump = (figure: string) =>
    figure.replace(/\d+(\.\d+)?/g, (number) => String(Math.round(Number(number) * 10 + 1)));
  const walk = (node: unknown): void => {
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) {
        const value = isMap(node) ? (item as { value: unknown }).value : item;
        if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'number')
          (value as { value: number }).value += 1;
        else if (
          value &&
          typeof value === 'object' &&
          'value' in value &&
          typeof value.value === 'string' &&
          /^\d+(\.\d+)?(-\d+(\.\d+)?)?$/.test(value.value)
        )
          (value as { value: string }).value = bump(value.value);
        else walk(value);
      }
    }
  };
  walk(document.contents);
}

/** The platform figures as shipped: business.yaml's `reviewPlatforms` once it has them, else the TypeScript list. */
async function oldPlatforms(): Promise<{ rating: number; count: number }[]> {
  const fromYaml = (business as { reviewPlatforms?: { rating: number; count: number }[] }).reviewPlatforms;
  if (fromYaml) return fromYaml.map(({ rating, count }) => ({ rating, count }));
  const module = '#src/data/review-platforms.ts';
  const shipped = (await import(/* @vite-ignore */ module).catch(() => ({}))) as {
    reviewPlatforms?: { rating: number; reviewCount: number }[];
  };
  return (shipped.reviewPlatforms ?? []).map(({ rating, reviewCount }) => ({ rating, count: reviewCount }));
}

/** Applies the new owner's facts, prices and collections to the copy at `work`. */
export async function applyOwnerProfile(work: string): Promise<OwnerEdits> {
  const skipped: string[] = [];
  const contract = readFileSync(join(work, 'src/data/business.ts'), 'utf8').includes('reviewPlatforms');
  const platforms = await oldPlatforms();
  const pricesFile = join(work, 'src/content/prices.yaml');
  const prices = readYaml(pricesFile);
  const old: OldFacts = {
    contract,
    license: business.license.number,
    foundingYear: business.foundingYear,
    hours: business.hours.map(({ opens, closes }) => ({ opens, closes })),
    ratings: platforms,
    platformCount: platforms.length,
    ranges: rangesIn(prices.toJS()),
    counts: [
      { what: 'gallery', count: rawEntries('gallery', work).filter((e) => e.locale === 'en').length },
      { what: 'caseStudies', count: rawEntries('caseStudies', work).filter((e) => e.locale === 'en').length },
      {
        what: 'testimonials',
        count: rawEntries('testimonials', work).filter((e) => e.locale === 'en').length,
      },
      { what: 'team', count: rawEntries('team', work).filter((e) => e.locale === 'en').length },
    ],
  };

  // Prices: every number plus one.
  bumpNumbers(prices);
  writeFileSync(pricesFile, prices.toString(unfolded));

  // No case studies.
  for (const file of ['src/content/case-studies.yaml', 'src/content/es/case-studies.yaml'])
    writeFileSync(join(work, file), '# No case studies yet.\n[]\n');

  // The business facts.
  const businessFile = join(work, 'src/data/business.yaml');
  const facts = readYaml(businessFile);
  facts.set('hours', facts.createNode(owner.hours));
  if (contract) {
    facts.deleteIn(['phones', 'tollFree']);
    facts.set('foundingYear', owner.foundingYear);
    facts.delete('foundingYearSample');
    facts.setIn(['license', 'number'], owner.license);
    const first = facts.getIn(['reviewPlatforms', 0]);
    if (isMap(first)) {
      first.set('rating', owner.platform.rating);
      first.set('count', owner.platform.count);
      first.delete('sample');
      facts.set('reviewPlatforms', facts.createNode([first.toJSON()]));
    }
    facts.delete('claims');
  } else {
    skipped.push(
      'one phone (phones.tollFree is still required)',
      'foundingYear, license and review platforms (not in business.yaml yet)',
      'claims (not in business.yaml yet)',
    );
  }
  writeFileSync(businessFile, facts.toString(unfolded));

  // Every invented item: list items and gallery projects deleted, other marks removed (rewritten).
  const files = [
    'src/data/business.yaml',
    ...globSync('src/content/**/*.{yaml,mdx}', { cwd: work }).map((path) => path.split('\\').join('/')),
  ];
  for (const file of files) {
    const path = join(work, file);
    if (!existsSync(path) || !/(sample|Sample): true/.test(readFileSync(path, 'utf8'))) continue;
    if (file.startsWith('src/content/gallery/')) {
      rmSync(join(path, '..'), { recursive: true, force: true });
      continue;
    }
    if (file.endsWith('.mdx')) {
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^sample: true\r?\n/m, ''));
      continue;
    }
    const document = readYaml(path);
    unmark(document, file === 'src/data/business.yaml');
    writeFileSync(path, document.toString(unfolded));
  }

  return { skipped, old };
}

/** Deletes the marked list items of a document and removes the other marks (business.yaml: marked keys go too). */
function unmark(document: Document, isBusiness: boolean): void {
  const walk = (node: unknown): void => {
    if (isSeq(node)) {
      node.items = node.items.filter(
        (item) => !(isMap(item) && item.get('sample') === true && !item.has('kind')),
      );
      node.items.forEach(walk);
    } else if (isMap(node)) {
      if (node.get('sample') === true) node.delete('sample');
      for (const pair of [...node.items]) {
        const value = pair.value;
        if (isBusiness && isMap(value) && value.get('sample') === true) node.delete(pair.key);
        else if (
          isBusiness &&
          typeof pair.key === 'object' &&
          /Sample$/.test(String((pair.key as { value?: unknown }).value))
        )
          node.delete(pair.key);
        else walk(value);
      }
    }
  };
  walk(document.contents);
}

const numberWords = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
  es: [
    'cero',
    'uno',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
    'doce',
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The old facts as a page could write them, each as a pattern over a page's visible text and JSON-LD. */
export function oldFactPatterns(old: OldFacts): { what: string; pattern: RegExp }[] {
  const patterns: { what: string; pattern: RegExp }[] = [];
  const add = (what: string, source: string) => patterns.push({ what, pattern: new RegExp(source, 'iu') });
  const notDigit = (text: string) => `(?<![\\d.,])${text}(?![\\d])`;
  if (old.contract) {
    add('old license', escape(old.license));
    const years = new Date().getFullYear() - old.foundingYear;
    add('old founding year', notDigit(String(old.foundingYear)));
    add('old years in business', `${notDigit(String(years))}\\+? (years|años)`);
  }
  const spanishTime = (t: string) =>
    formatTime(t).replace(/(am|pm)$/, (s) => (s === 'am' ? ' a. m.' : ' p. m.'));
  for (const { opens, closes } of old.hours) {
    add('old hours', `${notDigit(escape(formatTime(opens)))}\\s*[-–]\\s*${escape(formatTime(closes))}`);
    add('old hours', `${notDigit(escape(spanishTime(opens)))}\\s*([-–]|a)\\s*${escape(spanishTime(closes))}`);
  }
  const ratings = old.contract ? old.ratings : [];
  const total = ratings.reduce((sum, { count }) => sum + count, 0);
  for (const count of ratings.length > 0 ? [total, ...ratings.map((platform) => platform.count)] : [])
    add('old review count', `${notDigit(count.toLocaleString('en-US'))}\\+?\\s*(reviews|reseñas|opiniones)`);
  if (old.contract && old.platformCount > 1) {
    const [en, es] = [numberWords.en[old.platformCount], numberWords.es[old.platformCount]];
    add(
      'old platform count',
      `\\b(${en ?? old.platformCount}|${es ?? old.platformCount}|${old.platformCount}) (review )?(platforms|plataformas)`,
    );
  }
  for (const { key, min, max } of old.ranges) {
    if (key === 'installDays') {
      add(
        `old install days ${min}-${max}`,
        `${notDigit(`${min}`)}\\s*([-–]|to|a)\\s*${max} (working )?(days|días)`,
      );
    } else if (/percent/i.test(key)) {
      add(`old percent ${min}-${max}`, `${notDigit(`${min}`)}\\s*%?\\s*([-–]|to|a|al)\\s*${max}\\s*%`);
    } else {
      add(
        `old price ${min}-${max}`,
        `\\$${money(min)}(\\s*[-–]\\s*\\$?|\\s+(to|a|y)\\s+\\$)${money(max)}(?![\\d])`,
      );
    }
  }
  for (const { what, count } of old.counts) {
    if (count < 2) continue;
    const nouns = {
      gallery: '(floors|finished projects|pisos|proyectos terminados)',
      caseStudies: '(case studies|floors|estudios de caso|pisos)',
      testimonials: '(testimonials|testimonios)',
      team: '(leaders|people|líderes|personas)',
    }[what];
    add(
      `old ${what} count`,
      `\\b(${numberWords.en[count] ?? count}|${numberWords.es[count] ?? count}) ${nouns ?? ''}\\b`,
    );
  }
  return patterns;
}

/** A page's words and structured data: tags, styles and scripts (but JSON-LD) removed, entities decoded. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extname(entry.name) === '.html')
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every price of every page is a token of prices.yaml, so an old price is looked for everywhere. Install
 * days and the rush percent are looked for on /pricing only: other pages state the spec's own days
 * ("done in 2-3 days") as words of their own, not as the table's figures.
 */
const priceFollowingPages = ['pricing.html', 'es/pricing.html'];

const isPriceFigure = (what: string): boolean => /^old (install days|percent) /.test(what);

/** A dollar figure as pages write it: thousands with a comma or a point (3,200 / 3.200), cents as .50. */
function money(value: number): string {
  if (!Number.isInteger(value)) return value.toFixed(2).replace('.', '[.,]');
  return String(value).replace(/\B(?=(\d{3})+$)/g, '[,.]?');
}

/** What the build at `work`/dist still says of the old owner, and the empty collections' pages still there. */
export function ownerProblems(work: string, edits: OwnerEdits): string[] {
  const dist = join(work, 'dist');
  const problems: string[] = [];
  const patterns = oldFactPatterns(edits.old);
  for (const path of htmlFiles(dist)) {
    const page = path.slice(dist.length + 1);
    const text = visibleText(readFileSync(path, 'utf8'));
    for (const { what, pattern } of patterns) {
      if (isPriceFigure(what) && !priceFollowingPages.includes(page)) continue;
      const match = pattern.exec(text);
      if (match) {
        const around = text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 40);
        problems.push(`${path.slice(dist.length + 1)}: ${what}: "${match[0]}" in "…${around.trim()}…"`);
      }
    }
  }
  // The collections the profile emptied: no page, no link, no sitemap entry, in either language.
  const sitemap = readdirSync(dist)
    .filter((name) => /^sitemap.*\.xml$/.test(name))
    .map((name) => readFileSync(join(dist, name), 'utf8'))
    .join('\n');
  for (const [route, kind] of Object.entries(collectionPages)) {
    if (kind && rawEntries(kind, work).length > 0) continue;
    for (const address of [route, `/es${route}`]) {
      if (
        existsSync(join(dist, `${address.slice(1)}.html`)) ||
        existsSync(join(dist, address.slice(1), 'index.html'))
      )
        problems.push(`dist${address}: built, though its collection is empty`);
      if (new RegExp(`${escape(address)}(?![\\w-])`).test(sitemap))
        problems.push(`sitemap: lists ${address}, though its collection is empty`);
    }
    const linking = htmlFiles(dist).filter((path) =>
      new RegExp(`href="(/es)?${escape(route)}(?![\\w-])`).test(readFileSync(path, 'utf8')),
    );
    for (const path of linking.slice(0, 5))
      problems.push(`${path.slice(dist.length + 1)}: links to ${route}, though its collection is empty`);
  }
  return problems;
}

/**
 * The unit tests the owner's edits can change: every test file that reads the owner's data (business
 * facts, prices, content files) itself or through the modules that load it, by its imports.
 */
export function ownerDataTests(work: string): string[] {
  const readers =
    /data\/business|lib\/(content|content-files|routes|facts|rating|hours|prices|estimate|conflicts)\.ts|astro-content|src\/content|business\.yaml|prices\.yaml|review-platforms|'\.\/(content|content-files|routes|facts|rating|hours|prices|estimate|conflicts)\.ts'/;
  return readdirSync(work, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.test\.tsx?$/.test(entry.name) &&
        !/(^|\/)(node_modules|dist|\.astro)(\/|$)/.test(entry.parentPath.slice(work.length)),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readers.test(readFileSync(path, 'utf8')))
    .map((path) => path.slice(work.length + 1))
    .sort();
}
