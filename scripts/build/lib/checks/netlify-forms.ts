/**
 * Netlify Forms' contract on the built HTML (only with PUBLIC_QUOTE_FORM_ACTION=netlify): Netlify registers
 * a form from the deployed HTML, so each needs `data-netlify`, a name, POST, a hidden `form-name`, its
 * honeypot field, named fields, and the same fields wherever the same name appears.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { descendants, pageElements, type HtmlElement, type IndexedPage } from './page.ts';

export interface NetlifyForm {
  name: string;
  fields: string[];
  /** The field its `netlify-honeypot` attribute names, if it has one. */
  honeypot: string | undefined;
  problems: string[];
}

const FIELDS = new Set(['input', 'select', 'textarea']);
/** Controls that carry no answer. */
const NOT_FIELDS = new Set(['submit', 'button', 'reset', 'image']);

function isNetlifyForm(form: HtmlElement): boolean {
  return form.attrs.get('data-netlify') === 'true' || form.attrs.has('netlify');
}

/** The forms of a page that Netlify would register, with what each breaks of the contract. */
export function netlifyForms(elements: readonly HtmlElement[]): NetlifyForm[] {
  const forms: NetlifyForm[] = [];
  for (const [index, form] of elements.entries()) {
    if (form.name !== 'form' || !isNetlifyForm(form)) continue;
    const inside = descendants(elements, index);
    const name = form.attrs.get('name') ?? '';
    const label = `form "${name}"`;
    const problems: string[] = [];
    if (!name) problems.push('a Netlify form has no name attribute');
    if ((form.attrs.get('method') ?? '').toLowerCase() !== 'post')
      problems.push(`${label} does not use method POST`);
    const action = form.attrs.get('action');
    if (action !== undefined && !action.startsWith('/'))
      problems.push(`${label} has action "${action}": Netlify needs a path on the site, starting with /`);
    const fields = inside.filter(
      (element) =>
        FIELDS.has(element.name) && !NOT_FIELDS.has((element.attrs.get('type') ?? '').toLowerCase()),
    );
    const unnamed = fields.filter((field) => !field.attrs.get('name'));
    if (unnamed.length > 0) problems.push(`${label} has ${unnamed.length} field(s) without a name`);
    const formName = fields.find((field) => field.attrs.get('name') === 'form-name');
    if (!formName || (formName.attrs.get('type') ?? '').toLowerCase() !== 'hidden')
      problems.push(`${label} has no hidden form-name input`);
    else if (formName.attrs.get('value') !== name)
      problems.push(`${label} has a form-name input whose value is "${formName.attrs.get('value') ?? ''}"`);
    const honeypot = form.attrs.get('netlify-honeypot');
    if (honeypot !== undefined && !fields.some((field) => field.attrs.get('name') === honeypot))
      problems.push(`${label} names the honeypot "${honeypot}", which is not one of its fields`);
    forms.push({
      name,
      fields: fields.map((field) => field.attrs.get('name') ?? '').filter(Boolean),
      honeypot,
      problems,
    });
  }
  return forms;
}

export function netlifyFormProblems(pages: readonly IndexedPage[]): string[] {
  const problems: string[] = [];
  const fieldsByName = new Map<string, { route: string; fields: string }>();
  for (const page of pages) {
    for (const form of netlifyForms(page.elements)) {
      problems.push(...form.problems.map((problem) => `${page.route}: ${problem}`));
      const fields = [...new Set(form.fields)].sort().join(', ');
      const first = fieldsByName.get(form.name);
      if (!first) fieldsByName.set(form.name, { route: page.route, fields });
      else if (first.fields !== fields)
        problems.push(
          `${page.route}: form "${form.name}" has the fields ${fields}, but on ${first.route} it has ${first.fields}: Netlify keeps one set of fields per form name`,
        );
    }
  }
  return problems;
}

/** With the Netlify setting, the quote-form pages that lack a Netlify form naming its honeypot field. */
export function missingNetlifyForms(distDir: string, pages: readonly string[]): string[] {
  return pages.flatMap((page) => {
    const forms = netlifyForms(pageElements(readFileSync(join(distDir, page), 'utf8')));
    if (forms.length === 0) return [`${page}: no Netlify form with PUBLIC_QUOTE_FORM_ACTION=netlify`];
    return forms.some((form) => form.honeypot) ? [] : [`${page}: its Netlify form names no honeypot`];
  });
}
