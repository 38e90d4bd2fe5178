/** The structured data of a page: JSON-LD safe in HTML, parsing, unique ids that resolve, the right phones. */
import { attr, deepText, walkTree, type HtmlElement, type IndexedPage } from './page.ts';
import type { BuiltPage, Site } from './site.ts';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walkObjects(value: JsonValue, visit: (object: { [key: string]: JsonValue }) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkObjects(item, visit);
  } else if (isJsonObject(value)) {
    visit(value);
    for (const child of Object.values(value)) walkObjects(child, visit);
  }
}

export function isJsonLdScript(element: HtmlElement): boolean {
  return (
    element.name === 'script' && (attr(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json'
  );
}

/** Checks one JSON-LD script's raw text; returns its problems (empty when valid). */
export function checkJsonLd(raw: string, phones: readonly string[]): string[] {
  const problems: string[] = [];
  if (raw.includes('</')) problems.push('JSON-LD contains a literal "</" (escape "<" as \\u003c)');
  let data: JsonValue;
  try {
    data = JSON.parse(raw) as JsonValue;
  } catch (error) {
    problems.push(`JSON-LD does not parse: ${error instanceof Error ? error.message : String(error)}`);
    return problems;
  }
  const graph = isJsonObject(data) ? data['@graph'] : undefined;
  if (!Array.isArray(graph)) {
    problems.push('JSON-LD has no "@graph" array');
    return problems;
  }
  const defined = new Set<string>();
  const references: string[] = [];
  const telephones: JsonValue[] = [];
  walkObjects(graph, (object) => {
    const id = object['@id'];
    if (id !== undefined) {
      if (typeof id !== 'string' || id === '') {
        problems.push(`JSON-LD has an "@id" that is not a non-empty string: ${JSON.stringify(id)}`);
      } else if (Object.keys(object).length === 1) {
        references.push(id);
      } else if (defined.has(id)) {
        problems.push(`JSON-LD node "@id" ${id} is defined more than once`);
      } else {
        defined.add(id);
      }
    }
    if (object['telephone'] !== undefined) telephones.push(...[object['telephone']].flat());
  });
  // Search engines read one FAQPage per page, and a FAQPage without questions is an error to them.
  const faqPages = graph.filter(isJsonObject).filter((node) => node['@type'] === 'FAQPage');
  if (faqPages.length > 1) problems.push(`JSON-LD has ${faqPages.length} FAQPage nodes; a page has one`);
  for (const { mainEntity: questions } of faqPages) {
    if (!Array.isArray(questions) || questions.length === 0) {
      problems.push('JSON-LD FAQPage node has no "mainEntity" questions');
    }
  }
  for (const reference of new Set(references)) {
    if (!defined.has(reference))
      problems.push(`JSON-LD reference {"@id": "${reference}"} matches no node in the graph`);
  }
  for (const telephone of telephones) {
    if (typeof telephone !== 'string' || !phones.includes(telephone)) {
      problems.push(`JSON-LD telephone ${JSON.stringify(telephone)} is not one of ${phones.join(', ')}`);
    }
  }
  return problems;
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of every <summary> of a page: the questions a visitor sees. */
function summaryTexts(document: IndexedPage['document']): Set<string> {
  const found = new Set<string>();
  walkTree(document, (node) => {
    if (node.nodeName === 'summary') found.add(collapse(deepText(node)));
  });
  return found;
}

type JsonObject = { [key: string]: JsonValue };

/**
 * Every node of a page's JSON-LD: each script's `@graph`, or the script's object itself. A script that
 * does not parse adds none (checkJsonLd reports it).
 */
export function jsonLdNodes(page: IndexedPage): JsonObject[] {
  return page.elements.filter(isJsonLdScript).flatMap((script) => {
    let data: JsonValue;
    try {
      data = JSON.parse(script.text ?? '') as JsonValue;
    } catch {
      return [];
    }
    if (!isJsonObject(data)) return [];
    const graph = data['@graph'];
    return Array.isArray(graph) ? graph.filter(isJsonObject) : [data];
  });
}

/** A node's `@type`s (one or a list). */
export function typesOf(node: JsonObject): string[] {
  return [node['@type'] ?? []].flat().filter((type): type is string => typeof type === 'string');
}

/**
 * The FAQPage's questions that the page does not show as a question (a <summary>): search engines
 * take FAQ markup only for questions and answers a visitor can read on the page.
 */
function faqQuestionsNotShown(nodes: readonly JsonObject[], shown: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const node of nodes.filter((entry) => typesOf(entry).includes('FAQPage'))) {
    const questions = Array.isArray(node['mainEntity']) ? node['mainEntity'] : [];
    for (const question of questions.filter(isJsonObject)) {
      const name = typeof question['name'] === 'string' ? collapse(question['name']) : '';
      if (!shown.has(name)) problems.push(`JSON-LD FAQPage question "${name}" is not shown on the page`);
    }
  }
  return problems;
}

/** Every JSON-LD script of a page, checked; a page without one is an error. */
export function checkPageJsonLd(page: BuiltPage, site: Site): string[] {
  const scripts = page.elements.filter(isJsonLdScript);
  if (scripts.length === 0) return ['no <script type="application/ld+json">'];
  return [
    ...scripts.flatMap((script, index) => {
      const label = scripts.length > 1 ? ` (block ${index + 1})` : '';
      return checkJsonLd(script.text ?? '', site.options.phones).map((problem) => `${problem}${label}`);
    }),
    ...faqQuestionsNotShown(jsonLdNodes(page), summaryTexts(page.document)),
  ];
}
