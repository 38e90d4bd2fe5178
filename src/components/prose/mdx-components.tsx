import { FaqList } from '@/components/sections/faq-list';
import type { FaqEntry } from '@/schemas/faq';

import { DataTable } from './data-table';
import { CompanyName, LocalPhone, Phone } from './facts';
import { ProseCards } from './prose-cards';

/**
 * The components an article's MDX may use, by the names it writes: facts (<CompanyName />,
 * <Phone />, <LocalPhone />), <DataTable>, <Cards> and <Faqs /> (the article's questions from the
 * FAQ collection, as a single-open accordion; the same entries feed its FAQPage node).
 */
export function articleComponents(faqs: readonly FaqEntry[]) {
  function Faqs() {
    return <FaqList name="article-faq" items={faqs} />;
  }
  return { CompanyName, Phone, LocalPhone, DataTable, Cards: ProseCards, Faqs };
}

/** True when an article's MDX body places the FAQ section. */
export function placesFaqs(body: string): boolean {
  return /<Faqs\s*\/>/.test(body);
}
