/**
 * THE single source of business facts. Every phone number, the company name, the site URL,
 * hours, service area and the form/analytics settings come from here; nothing else hard-codes them.
 *
 * OWNER: phones, email, hours, social and review links live in src/data/business.yaml (the editor at
 * /admin edits it); change the other values in `defaults` below (or set the environment variables
 * named beside them at build time). The schema validates them when the site builds, so a typo fails
 * the build instead of shipping a broken phone link.
 *
 * No `astro:` imports: astro.config.ts, tests and scripts all load this file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'yaml';
import { z } from 'zod';

import { prefillFields, type PrefillField } from './estimate-rules.ts';
import { netlifyQuoteAction } from './quote-form.ts';

const e164 = z.string().regex(/^\+1\d{10}$/, 'must be a phone number in E.164 form, such as +18885550142');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:00 or 19:30');
const text = z.string().trim().min(1, 'must not be empty');

/** A phone number in international E.164 form (WhatsApp takes any country's). */
const anyE164 = z
  .string()
  .regex(
    /^\+[1-9]\d{7,14}$/,
    'must be a phone number in E.164 form, + and the country code, such as +13055550187',
  );

/** An https:// address and nothing else (a link visitors follow: never http, not even locally). */
const httpsOnly = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password && value.startsWith('https://');
    } catch {
      return false;
    }
  }, 'must be an https:// address such as https://clienthub.getjobber.com/booking/abc123');

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

const dayOfWeekSchema = z.enum([
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);

const openingHoursSchema = z
  .strictObject({
    /** Short label shown to visitors, e.g. "Monday-Friday". */
    label: text,
    days: z.array(dayOfWeekSchema).min(1),
    opens: time,
    closes: time,
  })
  .refine((h) => h.opens < h.closes, { message: 'must open before it closes', path: ['closes'] });

const businessSchema = z.object({
  name: text,
  legalName: text,
  /** Canonical origin of the site, no trailing slash. */
  siteUrl: siteOrigin,
  /** The business's description in the structured data, in each language. */
  tagline: z.object({ en: text, es: text }),
  phones: z.strictObject({
    /** Toll-free line used on most pages, the header and structured data. */
    tollFree: e164,
    /** Local Miami line: the gallery call button, the second number, and text messages. */
    local: e164,
  }),
  email: z.email(),
  address: z.object({
    /** Service-area business: leave empty to keep the street address off the site. */
    streetAddress: z.string().optional(),
    locality: z.string().min(1),
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().length(2),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  hours: z
    .array(openingHoursSchema)
    .min(1)
    .superRefine((hours, ctx) => {
      const seen = new Set<string>();
      for (const day of hours.flatMap((h) => h.days)) {
        if (seen.has(day))
          ctx.addIssue({ code: 'custom', message: `must list each day once; ${day} appears twice` });
        seen.add(day);
      }
    }),
  /** Counties named in the service area. */
  counties: z.array(z.string().min(1)).min(1),
  /**
   * Price range shown in structured data. The spec gives the structured data its own figure
   * ("Structured data: $8-$18"), different from the /pricing table (src/content/prices.yaml), so it
   * stays here on purpose.
   */
  priceRange: z.object({ en: z.string().min(1), es: z.string().min(1) }),
  foundingYear: z.number().int(),
  license: z.object({
    /** Florida contractor license number as shown on the site. */
    number: z.string().min(1),
    /** Where visitors verify it. */
    verifyUrl: z.url(),
  }),
  social: z.array(z.strictObject({ name: z.string().min(1), url: z.url() })),
  /** Profile pages on the review platforms, by platform name ("Google", "Yelp"...). */
  reviewProfiles: z.array(z.strictObject({ platform: z.string().min(1), url: z.url() })).default([]),
  /** The WhatsApp number, E.164; set, the site offers WhatsApp wherever it offers texting. */
  whatsapp: anyE164.optional(),
  /** The Google Business Profile's public address (maps.app.goo.gl, g.page...): the structured data's sameAs. */
  googleBusinessProfile: httpsOnly.optional(),
  /** Google's "write a review" address for the profile: the reviews panel's "Review us on Google". */
  reviewUrl: httpsOnly.optional(),
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

/** The facts kept in src/data/business.yaml, which the owner edits at /admin. */
const yamlKeys = [
  'phones',
  'email',
  'hours',
  'social',
  'reviewProfiles',
  'whatsapp',
  'googleBusinessProfile',
  'reviewUrl',
] as const;
export const ownerFactsSchema = businessSchema.pick({
  phones: true,
  email: true,
  hours: true,
  social: true,
  reviewProfiles: true,
  whatsapp: true,
  googleBusinessProfile: true,
  reviewUrl: true,
});

/** The keys each level of business.yaml takes, for the line that names one it does not know. */
const yamlShape: Record<string, readonly string[]> = {
  '': yamlKeys,
  phones: ['tollFree', 'local'],
  hours: ['label', 'days', 'opens', 'closes'],
  social: ['name', 'url'],
  reviewProfiles: ['platform', 'url'],
};

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

/**
 * The line for a key business.yaml does not know (a misspelling, or a setting of another version):
 * `src/data/business.yaml whatsap is not a key it knows (did you mean whatsapp?); the keys there
 * are phones, email, ...`. `where` is the path to the object holding it ("" for the top level).
 */
export function unknownKeyLine(key: string, where: readonly PropertyKey[]): string {
  const level = where.filter((part) => typeof part === 'string').join('.');
  const expected = yamlShape[level] ?? [];
  const near = expected
    .map((known) => ({ known, distance: editDistance(key.toLowerCase(), known.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .toSorted((a, b) => a.distance - b.distance)[0];
  const at = [...where.map(String), key].join('.');
  return (
    `src/data/business.yaml ${at} is not a key it knows` +
    (near ? ` (did you mean ${near.known}?)` : '') +
    `; the keys there are ${expected.join(', ')}`
  );
}
/**
 * The owner's facts file. BUSINESS_YAML points a build at another copy (the browser tests' quote
 * build sets the optional keys this way, without touching the owner's file).
 */
const yamlFile = env('BUSINESS_YAML') ?? 'src/data/business.yaml';

/** Reads src/data/business.yaml (relative to the project root, where builds, tests and scripts run). */
function readOwnerFacts(): Record<string, unknown> {
  const parsed: unknown = parse(readFileSync(resolve(process.cwd(), yamlFile), 'utf8'));
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/** OWNER: the defaults. Replace them with the real business facts. */
const defaults = {
  name: 'Coral Coast Epoxy Floors',
  legalName: 'Coral Coast Epoxy Floors LLC',
  siteUrl: env('SITE_URL') ?? 'https://www.coralcoastepoxyfloors.com',
  tagline: {
    en: 'Epoxy floor installation for Miami-Dade and Broward',
    es: 'Instalación de pisos epóxicos en Miami-Dade y Broward',
  },
  address: { locality: 'Miami', region: 'FL', postalCode: '33130', country: 'US' },
  geo: { latitude: 25.7617, longitude: -80.1918 },
  counties: ['Miami-Dade County', 'Broward County'],
  priceRange: { en: '$8-$18 per sq ft', es: '$8–$18 por pie²' },
  foundingYear: 2009,
  license: {
    number: 'CGC1534217',
    verifyUrl: 'https://www.myfloridalicense.com/wl11.asp',
  },
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
} satisfies Omit<z.input<typeof businessSchema>, (typeof yamlKeys)[number]>;

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
 * environment variable, or the field of src/data/business.ts), the rejected value and what is
 * expected: `SITE_URL "ftp://x" must be an https origin such as https://www.example.com`.
 */
export function parseBusiness(
  input: unknown,
  ownerKeys: readonly string[] = [],
): { ok: true; data: Business; notices: string[] } | { ok: false; problems: string[] } {
  // A key business.yaml does not know would be dropped in silence: it stops the build instead.
  const unknown = ownerKeys
    .filter((key) => !(yamlKeys as readonly string[]).includes(key))
    .map((key) => unknownKeyLine(key, []));
  const result = businessSchema.safeParse(input);
  if (result.success && unknown.length === 0) return { ok: true, ...chooseQuoteForm(result.data) };
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownKeyLine(key, issue.path));
    const key = issue.path.map(String).join('.');
    const inYaml = (yamlKeys as readonly PropertyKey[]).includes(issue.path[0] ?? '');
    const setting = envSettings[key] ?? `src/data/business.${inYaml ? 'yaml' : 'ts'} ${key || '(facts)'}`;
    const value = valueAt(input, issue.path);
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
