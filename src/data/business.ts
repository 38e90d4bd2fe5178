/**
 * THE single source of business facts. Every phone number, the company name, the license, the hours,
 * the review platforms, the figures the copy claims, the site URL and the form/analytics settings come
 * from here; nothing else hard-codes them.
 *
 * OWNER: every fact about the business lives in src/data/business.yaml (the editor at /admin edits it
 * too). This file keeps only the build settings read from the environment (SITE_URL, PUBLIC_*) and the
 * defaults that are not facts about the business (the form's name, timeouts, iframe titles). The
 * schema (src/schemas/business.ts) checks every value when the site builds, so a typo stops the build
 * with one plain line instead of shipping a broken phone link.
 *
 * No `astro:` imports: astro.config.ts, tests and scripts all load this file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'yaml';
import { z } from 'zod';

import { httpsAddress, ownerFactsSchema } from '#src/schemas/business.ts';

import { prefillFields, type PrefillField } from './estimate-rules.ts';
import { netlifyQuoteAction } from './quote-form.ts';
import { loadSettings } from './settings-files.ts';

/** A PUBLIC_BOOKING_URL: an https:// address. */
const httpsOnly = httpsAddress('https://clienthub.getjobber.com/booking/abc123');

/** True for a local test address, the one place plain http is fine. */
function isLocal(url: URL): boolean {
  return ['localhost', '127.0.0.1'].includes(url.hostname);
}

/**
 * An https:// address (the form, its script, the analytics collector): an http one is blocked as
 * mixed content on an https site. http is allowed only for localhost, where tests run.
 */
const httpsUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(url));
    } catch {
      return false;
    }
  }, 'must be an https:// URL such as https://forms.example.com/estimate');

/** The canonical origin: https with no path (http only for localhost), without a trailing slash. */
const siteOrigin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      const secure = url.protocol === 'https:' || (isLocal(url) && url.protocol === 'http:');
      return (
        secure &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        value.startsWith(url.protocol)
      );
    } catch {
      return false;
    }
  }, 'must be an https origin such as https://www.example.com')
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * PUBLIC_ESTIMATE_FORM_PREFILL: which query parameter of the form's address fills each detail, as
 * `detail=parameter` pairs separated by commas: "kind=entry.1001,area=entry.1002". Read into an
 * object; any detail may be left out.
 */
const prefillSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const pair of value.split(',')) {
      const match = /^\s*([a-z]+)\s*=\s*([^\s=,&#?]+)\s*$/.exec(pair);
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `must be detail=parameter pairs separated by commas, such as kind=entry.1001,area=entry.1002; "${pair.trim()}" is not one`,
        });
        return;
      }
      const detail = match[1] ?? '';
      if (!(prefillFields as readonly string[]).includes(detail)) {
        ctx.addIssue({
          code: 'custom',
          message: `names "${detail}", which is not a detail; the details are ${prefillFields.join(', ')}`,
        });
        return;
      }
      if (seen.has(detail)) {
        ctx.addIssue({ code: 'custom', message: `names "${detail}" twice` });
        return;
      }
      seen.add(detail);
    }
  })
  .transform((value) => {
    const params: Partial<Record<PrefillField, string>> = {};
    for (const pair of value.split(',')) {
      const [detail = '', name = ''] = pair.split('=').map((part) => part.trim());
      params[detail as PrefillField] = name;
    }
    return params;
  });

/**
 * PUBLIC_QUOTE_FORM_ACTION: where the site's own quote form posts. Either the word `netlify`
 * (Netlify Forms, kept lower-case) or an https:// address that takes a standard form POST
 * (Formspree, Basin, Getform, the owner's own), without a user name or password in it.
 */
const quoteActionSchema = z
  .string()
  .trim()
  .transform((value) => (value.toLowerCase() === netlifyQuoteAction ? netlifyQuoteAction : value))
  .refine((value) => {
    if (value === netlifyQuoteAction) return true;
    try {
      const url = new URL(value);
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(url));
      return secure && !url.username && !url.password && value.startsWith(`${url.protocol}//`);
    } catch {
      return false;
    }
  }, 'must be the word netlify (Netlify Forms) or an https:// address that accepts a form POST, such as https://formspree.io/f/abcdwxyz');

/** The collectors whose own API the site speaks, and the path each one receives events at. */
const analyticsProviders = { plausible: '/api/event', umami: '/api/send' } as const;

type AnalyticsProvider = keyof typeof analyticsProviders;

/** Whether PUBLIC_ANALYTICS_PROVIDER names a provider (an own key: "toString" is not one). */
function isAnalyticsProvider(name: string): name is AnalyticsProvider {
  return Object.hasOwn(analyticsProviders, name);
}

/** What each provider's site id is, for the error line. */
const siteIdExpected = {
  plausible: "the site's domain as added in Plausible, such as coralcoastepoxyfloors.com (no https://)",
  umami: 'the website ID Umami shows for the site, a UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
} as const;

/** A Plausible site domain (or several, comma-separated, for a roll-up): letters, digits, . - : / */
const plausibleDomains = /^[-.:/\p{L}\d]+(,[-.:/\p{L}\d]+)*$/u;

/** The analytics settings once validated; `endpoint` is the exact address posted to. */
interface AnalyticsSettings {
  provider?: AnalyticsProvider | undefined;
  endpoint?: string | undefined;
  siteId?: string | undefined;
}

/**
 * Analytics: PUBLIC_ANALYTICS_ENDPOINT alone posts the generic JSON there; with
 * PUBLIC_ANALYTICS_PROVIDER (plausible or umami) and PUBLIC_ANALYTICS_SITE_ID, the provider's own
 * format goes to its API path under the endpoint: https://plausible.io becomes
 * https://plausible.io/api/event, https://stats.example.com/umami becomes
 * https://stats.example.com/umami/api/send, and an endpoint that already ends in that path is kept.
 */
const analyticsSchema = z
  .object({
    /** plausible or umami: the collector whose own API is spoken; unset means the generic JSON. */
    provider: z.string().trim().optional(),
    /** Endpoint that receives page views and events; empty means analytics is off. */
    endpoint: httpsUrl.optional(),
    /** Plausible's site domain or Umami's website ID. */
    siteId: z.string().trim().optional(),
  })
  .superRefine(({ provider, endpoint, siteId }, ctx) => {
    const problem = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (provider === undefined) {
      if (siteId !== undefined) {
        problem(
          'siteId',
          'is used only with PUBLIC_ANALYTICS_PROVIDER (plausible or umami); set the provider or unset this',
        );
      }
      return;
    }
    if (!isAnalyticsProvider(provider)) {
      problem('provider', 'must be plausible or umami (or unset, for the generic JSON POST to the endpoint)');
      return;
    }
    if (!endpoint) {
      problem(
        'endpoint',
        `must be set with PUBLIC_ANALYTICS_PROVIDER=${provider}: the address of ${provider === 'plausible' ? 'Plausible, such as https://plausible.io' : 'Umami, such as https://cloud.umami.is'}`,
      );
    }
    const valid =
      siteId !== undefined &&
      (provider === 'plausible'
        ? plausibleDomains.test(siteId) && !siteId.includes('://')
        : z.uuid().safeParse(siteId).success);
    if (!valid)
      problem('siteId', `must be ${siteIdExpected[provider]} with PUBLIC_ANALYTICS_PROVIDER=${provider}`);
  })
  .transform(({ provider, endpoint, siteId }): AnalyticsSettings => {
    if (provider === undefined || !isAnalyticsProvider(provider) || !endpoint) return { endpoint };
    const apiPath = analyticsProviders[provider];
    const url = new URL(endpoint);
    if (!url.pathname.endsWith(apiPath)) url.pathname = url.pathname.replace(/\/+$/, '') + apiPath;
    return { provider, endpoint: url.href, siteId };
  });

/** The facts and the build settings (src/data/business.ts merges business.yaml and the environment). */
const businessSchema = ownerFactsSchema.extend({
  /** Canonical origin of the site, no trailing slash. */
  siteUrl: siteOrigin,
  /**
   * Price range shown in structured data. The spec gives the structured data its own figure
   * ("Structured data: $8-$18"), different from the /pricing table (src/content/prices.yaml), so it
   * stays here on purpose.
   */
  /** PUBLIC_BOOKING_URL: the owner's booking page (Jobber, Housecall Pro, Calendly...). */
  bookingUrl: httpsOnly.optional(),
  estimateForm: z.object({
    /** Address of the third-party form shown in an iframe; empty means no form is configured. */
    iframeUrl: httpsUrl.optional(),
    /**
     * The Spanish version of the form, shown on the Spanish pages. Without it the Spanish pages offer
     * the call / text / email alternative in Spanish instead of an English form.
     */
    iframeUrlEs: httpsUrl.optional(),
    /** Optional loader script some form providers need (resizing, tracking). */
    scriptUrl: httpsUrl.optional(),
    /**
     * A text the provider posts to the page (window.postMessage) once its form is ready, where it
     * sends one: the page then waits for it instead of trusting the frame's load event.
     */
    readyMessage: z.string().trim().min(1).optional(),
    /**
     * The (English) form's query parameters for the estimator's details, where the provider accepts
     * prefilled answers (Google Forms `entry.N`, Jotform field names...): the estimator then opens
     * the form with the details filled in. Empty means it sends visitors to /contact instead.
     */
    prefill: prefillSchema.optional(),
    /** Accessible title of the iframe, in each language. */
    title: z.object({ en: z.string().min(1), es: z.string().min(1) }),
    /** Height reserved for the form so nothing shifts while it loads, in pixels. */
    height: z.number().int().positive(),
    /** How long to wait for the form before offering the alternative, in milliseconds. */
    timeoutMs: z.number().int().positive(),
  }),
  quoteForm: z.object({
    /**
     * Where the site's own quote form posts (PUBLIC_QUOTE_FORM_ACTION): an https:// endpoint or
     * `netlify`. Empty means no own form: the third-party form, or call / text / email, instead.
     */
    action: quoteActionSchema.optional(),
    /**
     * PUBLIC_QUOTE_FORM_KEY: a public access key the provider reads from the form (Web3Forms'
     * `access_key`); it is in every page's HTML, so never a secret.
     */
    key: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9_-]{8,100}$/,
        "must be the form service's public access key: letters, digits and dashes, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
      )
      .optional(),
    /** The form's name: Netlify Forms lists the requests under it. */
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case name such as quote'),
    /** How long a request may take before the visitor is offered call / text / email, in milliseconds. */
    timeoutMs: z.number().int().positive(),
    /**
     * A request sent sooner than this after the page started loading (milliseconds) is sent marked
     * as suspect, for the provider's spam filter; people take longer to type a name and a phone.
     */
    minFillMs: z.number().int().nonnegative(),
  }),
  analytics: analyticsSchema,
});
export type Business = z.infer<typeof businessSchema>;

/** Reads a build-time environment variable, treating an empty string as unset. */
function env(name: string): string | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The file the owner edits. */
const yamlName = 'src/data/business.yaml';

/** The keys src/data/business.yaml takes at its top level. */
const yamlKeys: readonly string[] = Object.keys(ownerFactsSchema.shape);

/** A schema without its optional, default, list and pipe wrappers: the object (or value) inside. */
function innermost(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodNullable
    )
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

/** The keys business.yaml takes at a level (`where` is the path of keys to it; list rows are skipped). */
function keysAt(where: readonly PropertyKey[]): readonly string[] {
  let schema: z.ZodType = ownerFactsSchema;
  for (const key of where) {
    if (typeof key !== 'string') continue;
    const inner = innermost(schema);
    if (!(inner instanceof z.ZodObject)) return [];
    const child = (inner.shape as Record<string, z.ZodType | undefined>)[key];
    if (!child) return [];
    schema = child;
  }
  const inner = innermost(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/**
 * Where a value sits in business.yaml, as an owner reads it: list rows counted from 1
 * ("hours row 1 closes", "reviewPlatforms row 2 url"), not zod's "hours.0.closes".
 */
function yamlPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((written, key) => {
    if (typeof key === 'number') return `${written} row ${key + 1}`;
    if (written === '') return String(key);
    return /row \d+$/.test(written) ? `${written} ${String(key)}` : `${written}.${String(key)}`;
  }, '');
}

/** How many single-character edits turn one word into another (for "did you mean"). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** Keys of earlier versions of business.yaml, and where their facts are now. */
const movedKeys: Readonly<Record<string, string>> = {
  reviewProfiles:
    'each review platform is now a row of reviewPlatforms, with its name, rating, count and url (your profile page)',
};

/**
 * The line for a key business.yaml does not know (a misspelling, or a setting of another version):
 * `src/data/business.yaml whatsap is not a key it knows (did you mean whatsapp?); the keys there
 * are name, legalName, ...`. `where` is the path to the object holding it ([] for the top level).
 */
export function unknownKeyLine(key: string, where: readonly PropertyKey[]): string {
  const moved = where.length === 0 ? movedKeys[key] : undefined;
  if (moved) return `${yamlName} ${key} is not a key it knows any more: ${moved}`;
  const expected = keysAt(where);
  const near = expected
    .map((known) => ({ known, distance: editDistance(key.toLowerCase(), known.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .toSorted((a, b) => a.distance - b.distance)[0];
  return (
    `${yamlName} ${yamlPath([...where, key])} is not a key it knows` +
    (near ? ` (did you mean ${near.known}?)` : '') +
    `; the keys there are ${expected.join(', ')}`
  );
}

// The .env files, before any setting is read (not in unit tests: they never read a developer's .env).
if (typeof process !== 'undefined' && !process.env['VITEST']) loadSettings();

/**
 * The owner's facts file. BUSINESS_YAML points a build at another copy (the browser tests' quote
 * build sets the optional keys this way, without touching the owner's file).
 */
const yamlFile = env('BUSINESS_YAML') ?? yamlName;

/** Reads src/data/business.yaml (relative to the project root, where builds, tests and scripts run). */
function readOwnerFacts(): Record<string, unknown> {
  const parsed: unknown = parse(readFileSync(resolve(process.cwd(), yamlFile), 'utf8'));
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/**
 * The build settings (from the environment) and the defaults that are not facts about the business.
 * The facts themselves are in src/data/business.yaml.
 */
const defaults = {
  siteUrl: env('SITE_URL') ?? 'https://www.coralcoastepoxyfloors.com',
  estimateForm: {
    iframeUrl: env('PUBLIC_ESTIMATE_FORM_URL'),
    iframeUrlEs: env('PUBLIC_ESTIMATE_FORM_URL_ES'),
    scriptUrl: env('PUBLIC_ESTIMATE_FORM_SCRIPT'),
    readyMessage: env('PUBLIC_ESTIMATE_FORM_READY_MESSAGE'),
    prefill: env('PUBLIC_ESTIMATE_FORM_PREFILL'),
    title: { en: 'Free estimate request form', es: 'Formulario para pedir su cotización gratis' },
    height: 760,
    timeoutMs: 8000,
  },
  bookingUrl: env('PUBLIC_BOOKING_URL'),
  quoteForm: {
    action: env('PUBLIC_QUOTE_FORM_ACTION'),
    key: env('PUBLIC_QUOTE_FORM_KEY'),
    name: 'quote',
    timeoutMs: 15000,
    minFillMs: 3000,
  },
  analytics: {
    provider: env('PUBLIC_ANALYTICS_PROVIDER'),
    endpoint: env('PUBLIC_ANALYTICS_ENDPOINT'),
    siteId: env('PUBLIC_ANALYTICS_SITE_ID'),
  },
} satisfies Omit<z.input<typeof businessSchema>, keyof z.input<typeof ownerFactsSchema>>;

/** Where each environment-variable setting lands in the facts, so an error names what the owner set. */
const envSettings: Record<string, string> = {
  siteUrl: 'SITE_URL',
  'estimateForm.iframeUrl': 'PUBLIC_ESTIMATE_FORM_URL',
  'estimateForm.iframeUrlEs': 'PUBLIC_ESTIMATE_FORM_URL_ES',
  'estimateForm.scriptUrl': 'PUBLIC_ESTIMATE_FORM_SCRIPT',
  'estimateForm.readyMessage': 'PUBLIC_ESTIMATE_FORM_READY_MESSAGE',
  'estimateForm.prefill': 'PUBLIC_ESTIMATE_FORM_PREFILL',
  'quoteForm.action': 'PUBLIC_QUOTE_FORM_ACTION',
  'quoteForm.key': 'PUBLIC_QUOTE_FORM_KEY',
  bookingUrl: 'PUBLIC_BOOKING_URL',
  'analytics.provider': 'PUBLIC_ANALYTICS_PROVIDER',
  'analytics.endpoint': 'PUBLIC_ANALYTICS_ENDPOINT',
  'analytics.siteId': 'PUBLIC_ANALYTICS_SITE_ID',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/** How an expected type reads to an owner. */
const plainTypes: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: "a list (each row starting with '- ')",
  object: 'a group of keys, each on its own line below it',
};

/** A number YAML read where text was meant, written back the way it should be: in quotes. */
function quoted(value: number, path: readonly PropertyKey[]): string {
  const digits = String(value);
  const phone = path[0] === 'phones' || path[0] === 'whatsapp';
  if (phone) return `'+${digits.length === 10 ? `1${digits}` : digits}'`;
  return `'${digits}'`;
}

/**
 * One owner-facing line for a problem in business.yaml: the file, the key (rows counted from 1), the
 * value and a plain hint, never zod's wording ("Invalid input: expected string, received number").
 */
function yamlProblem(issue: z.core.$ZodIssue, value: unknown): string {
  const at = `${yamlName} ${yamlPath(issue.path)}`;
  if (issue.code === 'invalid_type') {
    if (value === undefined)
      return `${at} is missing: add it (${plainTypes[issue.expected] ?? issue.expected})`;
    if (typeof value === 'number' && issue.expected === 'string')
      return `${at} ${String(value)} is read as a number: write it in quotes: ${quoted(value, issue.path)}`;
    if (typeof value === 'string' && issue.expected === 'number' && /^\s*\$?\d[\d,.]*\s*$/.test(value))
      return `${at} ${JSON.stringify(value)} must be a number: write ${value.replace(/[$,\s]/g, '')}, without quotes${value.includes('$') ? ' or $' : ''}`;
    // A schema's own message ("must be a number from 1 to 5, such as 4.8") says it best.
    if (!issue.message.startsWith('Invalid input')) return `${at} ${JSON.stringify(value)} ${issue.message}`;
    return `${at} ${JSON.stringify(value)} must be ${plainTypes[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'invalid_value')
    return `${at} ${JSON.stringify(value)} must be one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_format' && issue.format === 'email' && typeof value !== 'string')
    return `${at} ${JSON.stringify(value)} must be an email address in quotes, such as 'info@yourbusiness.com'`;
  const shown = value === undefined ? 'missing' : JSON.stringify(value);
  return `${at} ${shown} ${issue.message}`;
}

/**
 * The site's own quote form and the third-party estimate form are alternatives. When both are set,
 * the own form wins: the estimate form's settings are dropped here, so nothing else (the contact
 * block, the /pricing estimator's prefilled link, the Content-Security-Policy) has to know, and a
 * notice says so when the site builds.
 */
function chooseQuoteForm(data: Business): { data: Business; notices: string[] } {
  const { iframeUrl, iframeUrlEs } = data.estimateForm;
  if (!data.quoteForm.action || (!iframeUrl && !iframeUrlEs)) return { data, notices: [] };
  const embeds = [
    ...(iframeUrl ? ['PUBLIC_ESTIMATE_FORM_URL'] : []),
    ...(iframeUrlEs ? ['PUBLIC_ESTIMATE_FORM_URL_ES'] : []),
  ].join(' and ');
  const estimateForm = {
    ...data.estimateForm,
    iframeUrl: undefined,
    iframeUrlEs: undefined,
    scriptUrl: undefined,
    readyMessage: undefined,
    prefill: undefined,
  };
  return {
    data: { ...data, estimateForm },
    notices: [
      `PUBLIC_QUOTE_FORM_ACTION wins over ${embeds}: the site's own quote form is shown on ` +
        `/contact, the home page and the Spanish pages, and the third-party form is not used; ` +
        `unset one of the settings to choose`,
    ],
  };
}

/**
 * Validates business facts. Returns the facts with the notices the build prints about them (both
 * forms set: which one is shown), or one plain line per problem naming the setting (the
 * environment variable, or the key of src/data/business.yaml), the rejected value and what is
 * expected: `SITE_URL "ftp://x" must be an https origin such as https://www.example.com`,
 * `src/data/business.yaml whatsapp 13055550187 is read as a number: write it in quotes: '+13055550187'`.
 * `ownerKeys` are the top-level keys written in business.yaml: one it does not know stops the build.
 */
export function parseBusiness(
  input: unknown,
  ownerKeys: readonly string[] = [],
): { ok: true; data: Business; notices: string[] } | { ok: false; problems: string[] } {
  // A key business.yaml does not know would be dropped in silence: it stops the build instead.
  const unknown = ownerKeys.filter((key) => !yamlKeys.includes(key)).map((key) => unknownKeyLine(key, []));
  const result = businessSchema.safeParse(input);
  if (result.success && unknown.length === 0) return { ok: true, ...chooseQuoteForm(result.data) };
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownKeyLine(key, issue.path));
    const value = valueAt(input, issue.path);
    if (yamlKeys.includes(String(issue.path[0] ?? ''))) return [yamlProblem(issue, value)];
    const key = issue.path.map(String).join('.');
    const setting = envSettings[key] ?? `src/data/business.ts ${key || '(facts)'}`;
    const shown = value === undefined ? 'missing' : JSON.stringify(value);
    return [`${setting} ${shown} ${issue.message}`];
  });
  return { ok: false, problems: [...unknown, ...problems] };
}

/**
 * The facts, or a stopped build. Outside tests a bad setting prints its lines and exits, so the
 * owner reads the problem instead of a stack trace; in tests it throws.
 */
function loadBusiness(input: unknown, ownerKeys: readonly string[]): { data: Business; notices: string[] } {
  const parsed = parseBusiness(input, ownerKeys);
  if (parsed.ok) return parsed;
  const message = parsed.problems.join('\n');
  if (typeof process !== 'undefined' && !process.env['VITEST']) {
    console.error(message);
    process.exit(1);
  }
  throw new Error(message);
}

const ownerFacts = readOwnerFacts();
const loaded = loadBusiness({ ...defaults, ...ownerFacts }, Object.keys(ownerFacts));

/** The validated business facts. Import this; never copy a value out of it. */
export const business: Business = loaded.data;

/** What the build prints about how it read the settings (astro.config.ts), such as which form is shown. */
export const settingsNotices: readonly string[] = loaded.notices;
