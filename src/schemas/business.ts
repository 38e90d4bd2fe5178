/**
 * The shape of the business facts: what src/data/business.yaml may hold (`ownerFactsSchema`, which the
 * editor at /admin also edits, src/lib/cms). Every check here is one the owner can act on: each
 * message says what is expected, with an example. src/data/business.ts adds the build settings read
 * from the environment, loads the facts and words the problems.
 */
import { z } from 'zod';

/** A North-American phone number as stored: +1 and ten digits. */
export const phonePattern = /^\+1\d{10}$/;
/** A toll-free number: +1 and one of the toll-free area codes (800, 833, 844, 855, 866, 877, 888). */
export const tollFreePattern = /^\+18(00|33|44|55|66|77|88)\d{7}$/;
/** Any country's number, for WhatsApp: + and 8 to 15 digits. */
export const anyPhonePattern = /^\+[1-9]\d{7,14}$/;

const phoneExample = "'+13055550187'";
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:00 or 19:30');
const text = z.string().trim().min(1, 'must not be empty');

/** A local (or mobile) number: the one shown when there is only one, and the one texts go to. */
const localPhone = z
  .string()
  .trim()
  .regex(phonePattern, `must be +1 and the ten digits, without spaces or dashes, such as ${phoneExample}`)
  .refine(
    (value) => !tollFreePattern.test(value),
    'is a toll-free number, which cannot take text messages: put it under tollFree, and your local or mobile number here',
  )
  .meta({
    title: 'Local phone',
    description:
      'Your local or mobile number: +1 and the ten digits, no spaces, such as +13055550187. With no toll-free number, the site shows this one everywhere. Text messages go here.',
  });

/** A toll-free number (optional): shown as the main number, labelled toll-free, when set. */
const tollFreePhone = z
  .string()
  .trim()
  .regex(
    tollFreePattern,
    "must be a toll-free number (800, 833, 844, 855, 866, 877 or 888), +1 and the ten digits, such as '+18885550142'; a local number goes under local, and one number alone needs only local",
  )
  .meta({
    title: 'Toll-free phone (optional)',
    description:
      'Only if you have one: +1 and the ten digits of an 800, 833, 844, 855, 866, 877 or 888 number, such as +18885550142. Leave empty to show only your local number.',
  });

/** The WhatsApp number, any country's. */
const whatsappPhone = z
  .string()
  .trim()
  .regex(
    anyPhonePattern,
    `must be + and the country code, then the number, without spaces or dashes, such as ${phoneExample}`,
  )
  .meta({
    title: 'WhatsApp (optional)',
    description:
      'The number your WhatsApp account uses: + and the country code, no spaces, such as +13055550187. Leave empty for no WhatsApp button.',
  });

/** True for an https:// address without a user name or password in it. */
function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && value.startsWith('https://');
  } catch {
    return false;
  }
}

/** An https:// address and nothing else (a link visitors follow: never http, javascript: or data:). */
export function httpsAddress(example: string) {
  const message = `must be an https:// address such as ${example}`;
  // The pattern is what the editor at /admin can check; the refinement is the whole check.
  return z
    .string()
    .trim()
    .regex(/^https:\/\/\S+$/, message)
    .refine((value) => !/^https:\/\/\S+$/.test(value) || isHttps(value), message);
}

/** The mark on an invented fact: `npm run launch-check` lists it until the owner replaces it and deletes the mark. */
const sampleMark = z.boolean().optional().meta({
  title: 'Sample (invented)',
  description: 'An invented example figure: replace it with your own, then remove this mark.',
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
    label: text.meta({
      title: 'Label',
      description: 'The days as visitors read them, such as Monday-Friday',
    }),
    days: z.array(dayOfWeekSchema).min(1, 'must name at least one day, such as [Monday, Tuesday]'),
    opens: time.meta({ title: 'Opens', description: '24-hour time, such as 07:00' }),
    closes: time.meta({ title: 'Closes', description: '24-hour time, such as 19:00' }),
  })
  .refine((h) => h.opens < h.closes, { message: 'must be later than the opening time', path: ['closes'] });

/** One review platform the business is rated on. */
const reviewPlatformSchema = z.strictObject({
  name: text.meta({ title: 'Platform', description: 'Google, Yelp, Better Business Bureau, Angi...' }),
  rating: z
    .number('must be a number from 1 to 5, such as 4.8')
    .min(1, 'must be a number from 1 to 5, such as 4.8')
    .max(5, 'must be a number from 1 to 5, such as 4.8')
    .meta({ title: 'Rating', description: 'Your average rating on the platform, out of 5, such as 4.8' }),
  count: z
    .number('must be a whole number of reviews, such as 23')
    .int('must be a whole number of reviews, such as 23')
    .min(1, 'must be at least 1: a platform without reviews is left out')
    .meta({ title: 'Number of reviews', description: 'How many reviews the platform shows, such as 23' }),
  url: httpsAddress('https://g.page/r/your-profile').meta({
    title: 'Your profile page',
    description: 'The https:// address of your page on the platform, where visitors read the reviews',
  }),
  description: z
    .strictObject({ en: text, es: text })
    .optional()
    .meta({ title: 'One line under the platform (optional)', description: 'In English and in Spanish' }),
  sample: sampleMark,
});
export type ReviewPlatformFacts = z.infer<typeof reviewPlatformSchema>;

/** A figure the copy claims: its value, and its mark while it is invented. */
function claim(title: string, description: string, value: z.ZodNumber) {
  return z.strictObject({ value, sample: sampleMark }).optional().meta({ title, description });
}
const count = (example: number) =>
  z
    .number(`must be a number, such as ${example}`)
    .int(`must be a whole number, such as ${example}`)
    .min(1, `must be at least 1, such as ${example}`);
const percent = (example: number) =>
  z
    .number(`must be a percentage from 1 to 100, such as ${example}`)
    .min(1, `must be a percentage from 1 to 100, such as ${example}`)
    .max(100, `must be a percentage from 1 to 100, such as ${example}`);
const year = z
  .number('must be a year, such as 2015')
  .int('must be a year, such as 2015')
  .min(1900, 'must be a year, such as 2015')
  .max(2100, 'must be a year, such as 2015');

const warrantyYears = z
  .number('must be a number of years, such as 10')
  .int('must be a whole number of years, such as 10')
  .min(1, 'must be at least 1 year')
  .max(100, 'must be a number of years, such as 10');

/** A warranty's terms: years on materials (a range, or one figure with min and max equal) and on workmanship. */
function warranty(title: string, example: { min: number; max: number; workmanship: number }) {
  return z
    .strictObject({
      materials: z
        .strictObject({ min: warrantyYears, max: warrantyYears })
        .refine((years) => years.min <= years.max, {
          message: 'must not start after it ends: min is the shorter term',
          path: ['max'],
        })
        .meta({ title: 'Years on materials', description: `From ${example.min} to ${example.max} years` }),
      workmanship: warrantyYears.meta({
        title: 'Years on workmanship',
        description: `Such as ${example.workmanship}`,
      }),
      sample: sampleMark,
    })
    .optional()
    .meta({
      title,
      description: `"${example.min}-${example.max} years on materials and ${example.workmanship} years on workmanship"`,
    });
}

/**
 * The figures the copy claims. Each is optional: a sentence, a list item or a stat that names an
 * unset claim ({claims.crewSize}) is not shown (lib/facts.ts).
 */
export const claimsSchema = z
  .strictObject({
    crewSize: claim(
      'Full-time employees',
      'How many people you employ full time: "18 full-time employees". Leave empty to say nothing about it.',
      count(18),
    ),
    crewLeaders: claim(
      'Crew leaders',
      'How many crews (each led by a crew leader) you run: "4 crew leaders".',
      count(4),
    ),
    trainingMonths: claim(
      'Months of training',
      'How long a new installer trains before working a job alone: "6 months of training".',
      count(6),
    ),
    projectsCompleted: claim(
      'Projects completed',
      'Floors finished to date: "1,247 floors completed" (also rounded down: "1,200+", "over 1,000").',
      count(1247),
    ),
    squareFeet: claim(
      'Square feet coated',
      'Square feet of floor coated to date: "2,847,000 sq ft".',
      count(2847000),
    ),
    onTimePercent: claim(
      'Jobs finished on time (%)',
      'The share of jobs finished on the promised day: "98% on time".',
      percent(98),
    ),
    satisfactionPercent: claim(
      'Customer satisfaction (%)',
      'The share of customers who rate you 4 or 5 stars: "98% customer satisfaction".',
      percent(98),
    ),
    referralPercent: claim(
      'Referral rate (%)',
      'The share of new customers referred by past customers: "67% referral rate".',
      percent(67),
    ),
    liabilityCover: claim(
      'Liability insurance (dollars)',
      'Your general liability cover in dollars, digits only: 2000000 shows as "$2M".',
      count(2000000),
    ),
    residentialWarranty: warranty('Warranty: residential garages', { min: 10, max: 15, workmanship: 10 }),
    commercialWarranty: warranty('Warranty: commercial floors', { min: 5, max: 10, workmanship: 5 }),
    outdoorWarranty: warranty('Warranty: pool decks and outdoor', { min: 5, max: 10, workmanship: 5 }),
    officeSince: claim(
      'Office opened (year)',
      'The year your current office opened: "a Miami office since 2015".',
      year,
    ),
    lastMonthFloors: claim(
      'Last month: floors completed',
      'The home page\'s "Last month in numbers": floors finished last month. Change it each month, or leave the four last-month figures empty to hide them.',
      count(28),
    ),
    lastMonthEstimates: claim(
      'Last month: free estimates delivered',
      'Written estimates sent last month: "34 free estimates delivered".',
      count(34),
    ),
    lastMonthCalls: claim(
      'Last month: customer calls answered',
      'Calls answered last month: "87 customer calls answered".',
      count(87),
    ),
    lastMonthReferrals: claim(
      'Last month: new customers referred',
      'New customers last month who came from a past client: "19 new customers referred".',
      count(19),
    ),
  })
  .default({});
export type Claims = z.infer<typeof claimsSchema>;
export type ClaimName = keyof Claims;

/** The facts kept in src/data/business.yaml: the owner edits them there or at /admin. */
export const ownerFactsSchema = z.object({
  name: text.meta({
    title: 'Business name',
    description: 'As customers know it, such as Coral Coast Epoxy Floors',
  }),
  legalName: text.meta({
    title: 'Legal name',
    description: 'As registered, such as Coral Coast Epoxy Floors LLC',
  }),
  tagline: z
    .strictObject({ en: text, es: text })
    .meta({ title: 'Tagline', description: 'One line describing the business, in English and in Spanish' }),
  foundingYear: z
    .number('must be a year, such as 2009, written without quotes')
    .int('must be a year, such as 2009')
    .min(1900, 'must be a year, such as 2009')
    .max(new Date().getFullYear(), 'must not be in the future')
    .meta({ title: 'Founding year', description: 'The pages count your years in business from it' }),
  foundingYearSample: sampleMark,
  license: z
    .strictObject({
      /** Florida contractor license number as shown on the site. */
      number: text.meta({
        title: 'License number',
        description: 'Your Florida contractor license, such as CGC1534217',
      }),
      /** Where visitors verify it. */
      verifyUrl: httpsAddress('https://www.myfloridalicense.com/wl11.asp').optional().meta({
        title: 'Where to verify it (optional)',
        description: 'The https:// page where visitors look the license up',
      }),
    })
    .meta({ title: 'License' }),
  phones: z.strictObject({ local: localPhone, tollFree: tollFreePhone.optional() }).meta({ title: 'Phones' }),
  email: z
    .email("must be an email address, such as 'info@yourbusiness.com'")
    .meta({ title: 'Email', description: 'Where customers write to you' }),
  address: z
    .strictObject({
      /** Service-area business: leave empty to keep the street address off the site. */
      streetAddress: z.string().trim().optional(),
      locality: text,
      region: z.string().trim().length(2, 'must be the two-letter state, such as FL'),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, "must be the five-digit ZIP code in quotes, such as '33130'"),
      country: z.string().trim().length(2, 'must be the two-letter country, such as US'),
    })
    .meta({ title: 'Address', description: 'Leave the street empty to keep it off the site' }),
  geo: z
    .strictObject({
      latitude: z.number('must be a latitude, such as 25.7617').min(-90).max(90),
      longitude: z.number('must be a longitude, such as -80.1918').min(-180).max(180),
    })
    .meta({
      title: 'Map position',
      description: 'Latitude and longitude of your office, for search engines',
    }),
  /** Counties named in the service area. */
  counties: z
    .array(text)
    .min(1, 'must name at least one county, such as Miami-Dade County')
    .meta({ title: 'Counties served' }),
  hours: z
    .array(openingHoursSchema)
    .min(1, 'must have at least one row of opening hours')
    .superRefine((hours, ctx) => {
      const seen = new Set<string>();
      for (const day of hours.flatMap((h) => h.days)) {
        if (seen.has(day))
          ctx.addIssue({ code: 'custom', message: `must list each day once; ${day} appears twice` });
        seen.add(day);
      }
    })
    .meta({ title: 'Opening hours', description: 'One row per group of days; a day left out is closed' }),
  /** The WhatsApp number; set, the site offers WhatsApp wherever it offers texting. */
  whatsapp: whatsappPhone.optional(),
  social: z
    .array(
      z.strictObject({
        name: text.meta({ title: 'Network', description: 'Facebook, Instagram, YouTube...' }),
        url: httpsAddress('https://www.facebook.com/yourpage').meta({ title: 'Your page' }),
      }),
    )
    .default([])
    .meta({ title: 'Social pages' }),
  /** The Google Business Profile's public address (maps.app.goo.gl, g.page...): the structured data's sameAs. */
  googleBusinessProfile: httpsAddress('https://maps.app.goo.gl/abc123')
    .optional()
    .meta({ title: 'Google Business Profile (optional)', description: 'Its public https:// address' }),
  /** Google's "write a review" address for the profile: the reviews panel's "Review us on Google". */
  reviewUrl: httpsAddress('https://g.page/r/abc123/review')
    .optional()
    .meta({ title: 'Write-a-review link (optional)', description: 'Where a customer writes you a review' }),
  /**
   * The platforms the business is rated on: the overall rating, the review total and the platform
   * count are computed from this list; a platform left out appears nowhere. Empty: no rating shown.
   */
  reviewPlatforms: z
    .array(reviewPlatformSchema)
    .default([])
    .meta({ title: 'Review platforms', description: 'Only the platforms you are on, with your own figures' }),
  claims: claimsSchema.meta({
    title: 'Figures the pages claim',
    description: 'Each is optional: leave one empty and the sentences that state it are not shown',
  }),
});
export type OwnerFacts = z.infer<typeof ownerFactsSchema>;
