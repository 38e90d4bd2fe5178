/**
 * Reads the content files the way the site does, so browser tests take counts and texts from the
 * owner's content instead of repeating them: adding a question or a testimonial keeps tests green.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { parse } from 'yaml';

interface FaqFile {
  items: { question: string; answer: string; pages: string[] }[];
}

/** The questions a route shows, in the order the site shows them (files by name, then file order). */
export function faqsOn(route: string): { question: string; answer: string }[] {
  const dir = 'src/content/faqs';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort((a, b) => a.localeCompare(b))
    .flatMap((file) => (parse(readFileSync(`${dir}/${file}`, 'utf8')) as FaqFile).items)
    .filter((faq) => faq.pages.includes(route));
}

/** The testimonials. */
export function testimonials(): { name: string; text: string }[] {
  return parse(readFileSync('src/content/testimonials.yaml', 'utf8')) as { name: string; text: string }[];
}

/** A block of a page file, as written (tokens unfilled): the first block of a kind. */
interface PageBlock {
  kind: string;
  action?: { label: string; href: string };
}

/** The first block of `kind` in a page file, e.g. the pricing block of src/content/services/garage.yaml. */
export function blockOf<T extends PageBlock = PageBlock>(file: string, kind: string): T {
  const { blocks } = parse(readFileSync(`src/content/${file}.yaml`, 'utf8')) as { blocks: T[] };
  const block = blocks.find((candidate) => candidate.kind === kind);
  if (!block) throw new Error(`src/content/${file}.yaml has no ${kind} block`);
  return block;
}
