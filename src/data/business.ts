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

const e164 = z.string().regex(/^\+1\d{10}$/, 'must be a phone number in E.164 form, such as +18885550142');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:00 or 19:30');
const text = z.string().trim().min(1, 'must not be empty');

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
  .object({
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
  tagline: text,
  phones: z.object({
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
  priceRange: z.string().min(1),
  foundingYear: z.number().int(),
  license: z.object({
    /** Florida contractor license number as shown on the site. */
    number: z.string().min(1),
    /** Where visitors verify it. */
    verifyUrl: z.url(),
  }),
  social: z.array(z.object({ name: z.string().min(1), url: z.url() })),
  /** Profile pages on the review platforms, by platform name ("Google", "Yelp"...). */
  reviewProfiles: z.array(z.object({ platform: z.string().min(1), url: z.url() })).default([]),
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
    /** Accessible title of the iframe, in English and in Spanish. */
    title: z.string().min(1),
    titleEs: z.string().min(1),
    /** Height reserved for the form so nothing shifts while it loads, in pixels. */
    height: z.number().int().positive(),
    /** How long to wait for the form before offering the alternative, in milliseconds. */
    timeoutMs: z.number().int().positive(),
  }),
  analytics: z.object({
    /** Endpoint that receives page views and events; empty means analytics is off. */
    endpoint: httpsUrl.optional(),
  }),
});
export type Business = z.infer<typeof businessSchema>;

/** Reads a build-time environment variable, treating an empty string as unset. */
function env(name: string): string | undefined {
  const value = typeof process === 'undefined' ? undefined : process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The facts kept in src/data/business.yaml, which the owner edits at /admin. */
const yamlKeys = ['phones', 'email', 'hours', 'social', 'reviewProfiles'] as const;
export const ownerFactsSchema = businessSchema.pick({
  phones: true,
  email: true,
  hours: true,
  social: true,
  reviewProfiles: true,
});
const yamlFile = 'src/data/business.yaml';

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
  tagline: 'Epoxy floor installation for Miami-Dade and Broward',
  address: { locality: 'Miami', region: 'FL', postalCode: '33130', country: 'US' },
  geo: { latitude: 25.7617, longitude: -80.1918 },
  counties: ['Miami-Dade County', 'Broward County'],
  priceRange: '$8-$18 per sq ft',
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
    title: 'Free estimate request form',
    titleEs: 'Formulario para pedir su cotización gratis',
    height: 760,
    timeoutMs: 8000,
  },
  analytics: { endpoint: env('PUBLIC_ANALYTICS_ENDPOINT') },
} satisfies Omit<z.input<typeof businessSchema>, (typeof yamlKeys)[number]>;

/** Where each environment-variable setting lands in the facts, so an error names what the owner set. */
const envSettings: Record<string, string> = {
  siteUrl: 'SITE_URL',
  'estimateForm.iframeUrl': 'PUBLIC_ESTIMATE_FORM_URL',
  'estimateForm.iframeUrlEs': 'PUBLIC_ESTIMATE_FORM_URL_ES',
  'estimateForm.scriptUrl': 'PUBLIC_ESTIMATE_FORM_SCRIPT',
  'estimateForm.readyMessage': 'PUBLIC_ESTIMATE_FORM_READY_MESSAGE',
  'estimateForm.prefill': 'PUBLIC_ESTIMATE_FORM_PREFILL',
  'analytics.endpoint': 'PUBLIC_ANALYTICS_ENDPOINT',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/**
 * Validates business facts. Returns the facts, or one plain line per problem naming the setting (the
 * environment variable, or the field of src/data/business.ts), the rejected value and what is
 * expected: `SITE_URL "ftp://x" must be an https origin such as https://www.example.com`.
 */
export function parseBusiness(
  input: unknown,
): { ok: true; data: Business } | { ok: false; problems: string[] } {
  const result = businessSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.');
    const inYaml = (yamlKeys as readonly PropertyKey[]).includes(issue.path[0] ?? '');
    const setting = envSettings[key] ?? `src/data/business.${inYaml ? 'yaml' : 'ts'} ${key || '(facts)'}`;
    const value = valueAt(input, issue.path);
    const shown = value === undefined ? 'missing' : JSON.stringify(value);
    return `${setting} ${shown} ${issue.message}`;
  });
  return { ok: false, problems };
}

/**
 * The facts, or a stopped build. Outside tests a bad setting prints its lines and exits, so the
 * owner reads the problem instead of a stack trace; in tests it throws.
 */
function loadBusiness(input: unknown): Business {
  const parsed = parseBusiness(input);
  if (parsed.ok) return parsed.data;
  const message = parsed.problems.join('\n');
  if (typeof process !== 'undefined' && !process.env['VITEST']) {
    console.error(message);
    process.exit(1);
  }
  throw new Error(message);
}

/** The validated business facts. Import this; never copy a value out of it. */
export const business: Business = loadBusiness({ ...defaults, ...readOwnerFacts() });
