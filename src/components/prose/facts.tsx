import { business } from '#src/data/business.ts';
import { localPhone, primaryPhone } from '#src/lib/contact.ts';

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
  return (
    <a href={primaryPhone.href} className="font-semibold whitespace-nowrap">
      {primaryPhone.display}
    </a>
  );
}

/** The local Miami number as a `tel:` link (the articles' second form of the phone). */
export function LocalPhone() {
  return (
    <a href={localPhone.href} className="font-semibold whitespace-nowrap">
      {localPhone.display}
    </a>
  );
}
