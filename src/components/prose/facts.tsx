import { business } from '@/data/business';
import { phoneLink } from '@/lib/phone';

/**
 * Business facts for MDX prose: articles write <CompanyName /> and <Phone /> instead of the
 * values, so the name and numbers live only in src/data/business.ts.
 */

/** The company's name as text. */
export function CompanyName() {
  return <>{business.name}</>;
}

/** The toll-free number as a `tel:` link. */
export function Phone() {
  const phone = phoneLink(business.phones.tollFree);
  return (
    <a href={phone.href} className="font-semibold whitespace-nowrap">
      {phone.display}
    </a>
  );
}

/** The local Miami number as a `tel:` link (the articles' second form of the phone). */
export function LocalPhone() {
  const phone = phoneLink(business.phones.local);
  return (
    <a href={phone.href} className="font-semibold whitespace-nowrap">
      {phone.display}
    </a>
  );
}
