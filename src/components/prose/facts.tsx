import { business } from '#src/data/business.ts';
import type { ReactNode } from 'react';

import { localPhone, primaryPhone, secondPhone } from '#src/lib/contact.ts';

/**
 * Business facts for MDX prose: articles write <CompanyName /> and <Phone /> instead of the
 * values, so the name and numbers live only in src/data/business.yaml. Words that name a second
 * number go inside <TwoLines>, and their one-number wording inside <OneLine>: with one phone line
 * the site never shows the same number twice.
 */

/** The company's name as text. */
export function CompanyName() {
  return <>{business.name}</>;
}

/** The main number (toll-free when there is one) as a `tel:` link. */
export function Phone() {
  return (
    <a href={primaryPhone.href} className="font-semibold whitespace-nowrap">
      {primaryPhone.display}
    </a>
  );
}

/** The local number, where texts go, as a `tel:` link (the articles' second number: inside <TwoLines>). */
export function LocalPhone() {
  return (
    <a href={localPhone.href} className="font-semibold whitespace-nowrap">
      {localPhone.display}
    </a>
  );
}

/** Words shown only when the business has two lines (a toll-free one and a local one). */
export function TwoLines({ children }: { children?: ReactNode }) {
  return secondPhone ? <>{children}</> : null;
}

/** Words shown only when the business has one line: the wording of <TwoLines> for one number. */
export function OneLine({ children }: { children?: ReactNode }) {
  return secondPhone ? null : <>{children}</>;
}
