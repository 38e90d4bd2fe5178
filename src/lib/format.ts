/**
 * Interface wording with `{placeholders}`: the one place a template is filled and a counted phrase
 * picks its singular or plural form. Pure and tiny, so islands import it as well as pages.
 *
 * Templates come from src/data/ui/<locale>.ts. Content copy uses the stricter fact tokens of
 * lib/facts.ts instead, where an unknown token stops the build.
 */

/** A value a template may show: numbers are written as they are, format them first where needed. */
type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders: format('Rated {rating} out of 5', { rating: 5 }). A placeholder with
 * no value is left as written, so a template can be filled in two steps.
 */
export function format(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}

/** The two forms of a counted phrase, e.g. { one: '{count} article', other: '{count} articles' }. */
export interface PluralForms {
  one: string;
  other: string;
}

/**
 * A counted phrase in the form the language's plural rule picks for `count` (Intl.PluralRules over
 * the CLDR data: English and Spanish both say "one" for exactly 1). `{count}` is the number as
 * written; pass `values.count` to show it formatted, e.g. with thousands separators.
 */
export function plural(
  count: number,
  forms: PluralForms,
  locale = 'en-US',
  values: TemplateValues = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return format(form, { count, ...values });
}
