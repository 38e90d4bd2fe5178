/**
 * Reads the content files the way the site does (through the content manifest, lib/content-files.ts),
 * so browser tests take counts and texts from the owner's content instead of repeating them: adding
 * a question or a testimonial keeps tests green.
 */
import { rawEntries } from '#src/lib/content-files.ts';
import type { PageKind } from '#src/schemas/content-manifest.ts';

interface FaqFile {
  items: { question: string; answer: string; pages: string[] }[];
}

/** The questions a route shows, in the order the site shows them (files by name, then file order). */
export function faqsOn(route: string): { question: string; answer: string }[] {
  return rawEntries('faqs')
    .filter((entry) => entry.locale === 'en')
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((entry) => (entry.data as FaqFile).items)
    .filter((faq) => faq.pages.includes(route));
}

/** The testimonials. */
export function testimonials(): { name: string; text: string }[] {
  return rawEntries('testimonials')
    .filter((entry) => entry.locale === 'en')
    .map((entry) => entry.data as { name: string; text: string });
}

/** A block of a page file, as written (tokens unfilled): the first block of a kind. */
interface PageBlock {
  kind: string;
  action?: { label: string; href: string };
}

/** The first block of `kind` in an English page, e.g. blockOf('services/garage', 'pricing'). */
export function blockOf<T extends PageBlock = PageBlock>(page: `${PageKind}/${string}`, kind: string): T {
  const [collection = '', id = ''] = page.split('/');
  const entry = rawEntries(collection as PageKind).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no English page ${page} in the content`);
  const block = (entry.data as { blocks: T[] }).blocks.find((candidate) => candidate.kind === kind);
  if (!block) throw new Error(`${entry.path} has no ${kind} block`);
  return block;
}
