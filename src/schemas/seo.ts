/** What a page tells search engines and social networks about itself. */
import { z } from 'zod';

/** The lengths search engines show in full: a title of 10-60 characters, a snippet of 50-160. */
export const seoLimits = { title: { min: 10, max: 60 }, description: { min: 50, max: 160 } } as const;

/**
 * A text as long as it shows at most: a [[part]] that states an optional fact counted in, without its
 * brackets, a figure of business.yaml ({claims.projectsCompleted}, {rating}) as five characters
 * ("1,247", "4.9/5" is shorter), and a price of prices.yaml as a typical one (withPriceStandIns).
 */
function shownLength(text: string): number {
  return withPriceStandIns(
    text
      .replace(/\[\[|\]\]/g, '')
      .replace(/\{(claims\.[a-zA-Z]+|rating|reviewCount|platformCount|yearsInBusiness)\}/g, '12345'),
  ).length;
}

/**
 * A text's prices of prices.yaml ({price.garageBasic}, in a sentence {price.garageBasicText}) as a
 * typical price per square foot ("$10-15", "de $10 a $15"): a snippet is measured before the prices
 * are known (schemas cannot read prices.yaml).
 */
export function withPriceStandIns(text: string): string {
  return text.replace(/\{price\.[a-zA-Z0-9]+?(Text)?\}/g, (_token, prose?: string) =>
    prose ? 'de $10 a $15' : '$10-15',
  );
}

/**
 * A text within its limits. One that names the page's own figures ({figure.rate}) is measured with
 * them filled in, where the page's figures are known (lib/content-checks.ts).
 */
function limited({ min, max }: { min: number; max: number }) {
  return z
    .string()
    .min(min)
    .refine((text) => text.includes('{figure.') || shownLength(text) <= max, {
      message: `Too big: expected string to have <=${max} characters`,
    });
}

export const seoSchema = z.object({
  /** The page's own title, without the company name (the layout appends it). 10-60 characters. */
  title: limited(seoLimits.title),
  /** The search-result snippet: 50-160 characters that sell the page. */
  description: limited(seoLimits.description),
});
export type Seo = z.infer<typeof seoSchema>;
