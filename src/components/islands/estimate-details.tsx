import { useMemo, useSyncExternalStore } from 'react';

import { estimateDetailsView, type EstimateDetailsData } from '#src/lib/estimate-details.ts';
import type { PhoneLink } from '#src/lib/phone.ts';

import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.tsx';

export interface EstimateDetailsPanelProps {
  /** The estimator's words, the price data and the rules (lib/estimate-details.ts). */
  data: EstimateDetailsData;
  /** The estimator's page, for the way back when the link's area cannot be priced. */
  pricingHref: string;
  phone: PhoneLink;
  errorCopy: ErrorBoundaryProps['copy'];
}

const subscribeNothing = () => () => {};

/**
 * Above the estimate form on /contact: the estimate the visitor sent from the /pricing estimator,
 * as plain text, or the area's error and a link back to the estimator. It hydrates only when the
 * address carries an estimate (`client:query="area"`); the server HTML, and every other visit,
 * show nothing.
 */
function Details({ data, pricingHref }: Omit<EstimateDetailsPanelProps, 'phone' | 'errorCopy'>) {
  // The address as the page loaded; the server and hydration see none.
  const search = useSyncExternalStore(
    subscribeNothing,
    () => window.location.search,
    () => '',
  );
  const view = useMemo(() => estimateDetailsView(search, data), [search, data]);
  if (view.kind === 'none') return null;
  const { details } = data.copy;
  return (
    <div className="mb-6 rounded-card border border-accent-strong/40 bg-accent/5 p-5" data-estimate-details>
      {view.kind === 'estimate' ? (
        <>
          <h3 className="text-xl">{details.title}</h3>
          <ul className="mt-3 space-y-1 font-semibold">
            {view.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">{details.text}</p>
        </>
      ) : (
        <>
          <h3 className="text-xl">{details.invalidTitle}</h3>
          <p className="mt-3 font-semibold text-accent-strong" data-estimate-error>
            {view.message}
          </p>
          <p className="mt-3">
            <a
              href={`${pricingHref}?${view.query}#estimate`}
              className="font-semibold text-accent-strong underline underline-offset-4"
            >
              {details.fix}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

/** The estimate details, inside an error boundary. */
export function EstimateDetailsPanel({ phone, errorCopy, ...props }: EstimateDetailsPanelProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <Details {...props} />
    </ErrorBoundary>
  );
}
