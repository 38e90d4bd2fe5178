// clsx, not lib/cn: tailwind-merge would add ~7 KB gzip to this island for classes that never conflict.
// No icon library either: the buttons are words, which keeps the page's JavaScript under its budget.
import { clsx } from 'clsx';
import { useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { slabConditions, type EstimateRules, type PrefillField } from '#src/data/estimate-rules.ts';
import type { EstimatorCopy } from '#src/data/ui.ts';
import { reportAnalyticsEvent } from '#src/lib/analytics-events.ts';
import { format as formatUi } from '#src/lib/format.ts';
import {
  areaErrorText,
  defaultFields,
  describeAssumptions,
  estimate,
  estimateMessage,
  estimateQuery,
  finishes,
  formatEstimate,
  mailtoWithMessage,
  prefilledFormUrl,
  readEstimateQuery,
  sizeBand,
  smsWithBody,
  timelines,
  validateFields,
  type AreaError,
  type EstimateFields,
  type EstimateInput,
} from '#src/lib/estimate.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import { priceNoteTokens, type PriceFigureWords } from '#src/lib/prices.ts';
import { applicationIds } from '#src/schemas/applications.ts';
import type { Prices } from '#src/schemas/prices.ts';

import { ErrorBoundary } from './error-boundary.tsx';
import { useEarlyInput } from './use-early-input.ts';
import { useHydrated } from './use-hydrated.ts';

export interface PriceEstimatorProps {
  /** Every word of the estimator (src/data/ui.ts ui.<locale>.estimator). */
  copy: EstimatorCopy;
  /** How price figures are worded (ui.<locale>.priceFigures). */
  figures: PriceFigureWords;
  /** The Intl locale numbers and dollars are formatted for, e.g. "en-US". */
  locale: string;
  /** The price table's figures (src/content/prices.yaml). */
  prices: Prices;
  /** The contractor's condition adjustments, minimum job and limits (src/data/estimate-rules.ts). */
  rules: EstimateRules;
  phone: PhoneLink;
  /** The `sms:` link of the number that takes texts. */
  textHref: string;
  /** That number as the page shows it: the text link names it. */
  textNumber: string;
  email: string;
  /** The /contact route: the quote link, and where the details go when no form takes them. */
  contactHref: string;
  /** The estimate form's address and its prefill parameters, when the provider accepts them. */
  form?: { url: string; params: Partial<Record<PrefillField, string>> } | undefined;
  /** The quote link's words. */
  quoteLabel: string;
  newTabLabel: string;
  errorCopy: { heading: string; text: string };
}

type Choice = 'kind' | 'finish' | 'condition' | 'timeline';

/** The estimator's controls by the `name` they carry in the HTML, for what is done before hydration. */
const controlFields = {
  kind: { name: 'kind', values: applicationIds },
  area: { name: 'area' },
  finish: { name: 'finish', values: finishes },
  condition: { name: 'condition', values: slabConditions },
  timeline: { name: 'timeline', values: timelines },
};

interface Result {
  input: EstimateInput;
  query: string;
}

/** The estimator's state: the answers, the area's error, the estimate shown. */
interface View {
  fields: EstimateFields;
  error: AreaError | null;
  result: Result | null;
}

/** The view of an address's estimate: its answers and its estimate or error (the defaults without one). */
function viewOf(fields: EstimateFields | null, rules: EstimateRules): View {
  if (!fields) return { fields: defaultFields, error: null, result: null };
  const checked = validateFields(fields, rules);
  return checked.ok
    ? { fields, error: null, result: { input: checked.input, query: estimateQuery(fields) } }
    : { fields, error: checked.error, result: null };
}

const subscribeNothing = () => () => {};

const optionClass =
  'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-ink/40 has-checked:border-accent-strong has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-strong';
const sendClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink/20 bg-surface px-5 font-semibold text-ink hover:border-ink/40 hover:bg-surface-2';

/**
 * The instant price estimate: five answers, a low-high total and per sq ft from the price table's
 * figures, the assumptions and the caveat in a polite live region, and three ways to send it. The
 * estimate is kept in the page's query string, so a reload or a shared link shows it again. Rules
 * in lib/estimate.ts; this is only the view.
 */
function PriceEstimatorView({
  copy,
  figures,
  locale,
  prices,
  rules,
  textHref,
  textNumber,
  email,
  contactHref,
  form,
  phone,
  quoteLabel,
  newTabLabel,
}: Omit<PriceEstimatorProps, 'errorCopy'>) {
  const id = useId();
  const hydrated = useHydrated();
  // The address as the page loaded (the server and hydration see none): a shared or reloaded link
  // shows its estimate, or its error, again, without reporting it.
  const firstSearch = useRef<string | null>(null);
  const search = useSyncExternalStore(
    subscribeNothing,
    () => (firstSearch.current ??= window.location.search),
    () => '',
  );
  const restored = useMemo(() => viewOf(readEstimateQuery(search), rules), [search, rules]);
  // What the visitor did since: replaces the restored view at the first change.
  const [edited, setEdited] = useState<View | null>(null);
  const { fields, error, result } = edited ?? restored;
  const areaInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // How many times in a row Calculate was stopped by the area (0 once an answer changes): the
  // status region says the error each time, as a new line, so a second Enter is heard as well.
  const [stopped, setStopped] = useState(0);
  const words = { copy, figures, locale };

  // The form is live before the script runs (a slow phone takes seconds): answers tapped and an area
  // typed by then are in the DOM, not in this state. A control that says something else than the
  // answers just rendered is the visitor's doing; it joins the answers of the address, if any.
  useEarlyInput(formRef, controlFields, (values) => {
    const touched = Object.entries(values).filter(
      ([key, value]) => value !== fields[key as keyof EstimateFields],
    );
    if (touched.length === 0) return;
    const base = viewOf(readEstimateQuery(window.location.search), rules).fields;
    setEdited({ fields: { ...base, ...Object.fromEntries(touched) }, error: null, result: null });
  });

  function change(next: EstimateFields) {
    // A changed answer makes the shown estimate stale: the visitor calculates again. A shown error
    // follows the area as it is corrected.
    const checked = error ? validateFields(next, rules) : null;
    setEdited({ fields: next, error: checked && !checked.ok ? checked.error : null, result: null });
    setStopped(0);
  }

  function calculate() {
    const checked = validateFields(fields, rules, areaInput.current?.validity.badInput ?? false);
    if (!checked.ok) {
      setEdited({ fields, error: checked.error, result: null });
      // Focus goes back to the field, but Enter pressed in the field leaves focus where it was and
      // nothing would be read: the status region below says the error (WCAG 4.1.3).
      setStopped((count) => count + 1);
      areaInput.current?.focus();
      return;
    }
    setStopped(0);
    const query = estimateQuery(fields);
    setEdited({ fields, error: null, result: { input: checked.input, query } });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}#estimate`);
    reportAnalyticsEvent({
      name: 'estimate_calculated',
      kind: checked.input.kind,
      size: sizeBand(checked.input.area),
      tier: checked.input.finish,
    });
  }

  const rushPremium = priceNoteTokens(prices, locale, figures).rushPremium ?? '';
  const errorId = `${id}-area-error`;
  const hintId = `${id}-area-hint`;

  function radios(
    name: Choice,
    legend: string,
    options: readonly { value: string; label: string; hint?: string }[],
    columns: string,
  ): ReactNode {
    return (
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{legend}</legend>
        <div className={clsx('grid gap-3', columns)}>
          {options.map((option) => {
            const optionId = `${id}-${name}-${option.value}`;
            return (
              <label key={option.value} htmlFor={optionId} className={optionClass}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={fields[name] === option.value}
                  onChange={() => change({ ...fields, [name]: option.value })}
                  aria-labelledby={`${optionId}-label`}
                  {...(option.hint ? { 'aria-describedby': `${optionId}-hint` } : {})}
                  className="mt-1 size-4 shrink-0 accent-accent-strong focus-visible:outline-none"
                />
                <span>
                  <span id={`${optionId}-label`} className="block font-semibold">
                    {option.label}
                  </span>
                  {option.hint ? (
                    <span id={`${optionId}-hint`} className="block text-sm text-muted">
                      {option.hint}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const shown = result ? { ...result, estimate: estimate(result.input, prices, rules) } : null;
  // A result exists only in the browser (the server sees no address), so `window` is there.
  const pageUrl = shown ? new URL(`?${shown.query}#estimate`, window.location.href).href : undefined;
  const message = shown ? estimateMessage(shown.input, shown.estimate, words, pageUrl) : null;
  const figuresShown = shown ? formatEstimate(shown.estimate, words) : null;
  const formHref = shown
    ? form
      ? prefilledFormUrl(form.url, form.params, shown.input, shown.estimate, words)
      : `${contactHref}?${shown.query}#estimate`
    : null;

  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card md:p-8">
      <form
        ref={formRef}
        noValidate
        aria-label={copy.formLabel}
        action="#estimate"
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
        className="space-y-8"
      >
        {radios(
          'kind',
          copy.kindLegend,
          applicationIds.map((value) => ({ value, label: copy.kinds[value] })),
          'sm:grid-cols-2 lg:grid-cols-3',
        )}

        <div>
          <label htmlFor={`${id}-area`} className="mb-2 block text-lg font-bold">
            {copy.areaLabel}
          </label>
          <p id={hintId} className="mb-3 text-sm text-muted">
            {copy.areaHint}
          </p>
          <input
            ref={areaInput}
            id={`${id}-area`}
            name="area"
            type="number"
            inputMode="decimal"
            min={rules.minArea}
            max={rules.maxArea}
            step="any"
            autoComplete="off"
            value={fields.area}
            onChange={(event) => change({ ...fields, area: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={clsx(
              'min-h-12 w-full max-w-xs rounded-xl border bg-surface px-4 text-lg tabular-nums focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong',
              error ? 'border-2 border-accent-strong' : 'border-field',
            )}
          />
          {error ? (
            <p id={errorId} className="mt-2 font-semibold text-accent-strong" data-estimate-error>
              {areaErrorText(error, copy, rules, locale)}
            </p>
          ) : null}
        </div>

        {radios(
          'finish',
          copy.finishLegend,
          finishes.map((value) => ({ value, ...copy.finishes[value] })),
          'sm:grid-cols-2',
        )}
        {radios(
          'condition',
          copy.conditionLegend,
          slabConditions.map((value) => ({ value, ...copy.conditions[value] })),
          'sm:grid-cols-3',
        )}
        {radios(
          'timeline',
          copy.timelineLegend,
          timelines.map((value) => ({
            value,
            label: copy.timelines[value].label,
            hint: formatUi(copy.timelines[value].hint, { rushPremium }),
          })),
          'sm:grid-cols-2',
        )}

        <button
          type="submit"
          disabled={!hydrated}
          className="inline-flex min-h-14 items-center gap-2 rounded-full bg-accent px-7 text-lg font-semibold text-accent-contrast shadow-sm hover:bg-accent-hover disabled:cursor-wait disabled:opacity-70"
        >
          {copy.calculate}
        </button>
      </form>

      {/* Always rendered, so the estimate is announced when it appears (and silence when cleared),
          and so is the area's error when it stops the calculation (shown by the field already). */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {!shown && error && stopped > 0 ? (
          <p key={stopped} className="sr-only" data-estimate-stopped>
            {areaErrorText(error, copy, rules, locale)}
          </p>
        ) : null}
        {shown && figuresShown ? (
          <div className="mt-10" data-estimate-result>
            <h3 className="text-2xl">{copy.resultTitle}</h3>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col rounded-xl border border-ink bg-ink p-4 text-on-ink">
                <dt className="order-2 text-sm font-semibold text-on-ink-muted">{copy.total}</dt>
                <dd className="order-1 text-3xl font-extrabold tabular-nums" data-estimate-total>
                  {figuresShown.total}
                </dd>
              </div>
              <div className="flex flex-col rounded-xl border border-line bg-surface-2 p-4">
                <dt className="order-2 text-sm font-semibold text-muted">{copy.perSqFt}</dt>
                <dd className="order-1 text-3xl font-extrabold tabular-nums" data-estimate-per-sq-ft>
                  {figuresShown.perSqFt}
                </dd>
              </div>
            </dl>
            <h4 className="mt-6 text-lg font-bold">{copy.assumptionsTitle}</h4>
            <ul className="mt-3 space-y-2" data-estimate-assumptions>
              {describeAssumptions(shown.input, shown.estimate, rules, words).map((line) => (
                <li key={line} className="flex gap-3">
                  <span
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-strong"
                    aria-hidden="true"
                  />
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-4 rounded-xl bg-surface-2 p-4 font-semibold">{copy.caveat}</p>
          </div>
        ) : null}
      </div>

      {message && formHref ? (
        <div className="mt-8 border-t border-line pt-6">
          <h3 className="text-xl">{copy.sendTitle}</h3>
          <p className="mt-2 text-muted">{copy.sendIntro}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={smsWithBody(textHref, message.body)} className={sendClass} data-estimate-send="sms">
              {copy.sendText} <span className="whitespace-nowrap">{textNumber}</span>
            </a>
            <a
              href={mailtoWithMessage(email, message.subject, message.body)}
              className={sendClass}
              data-estimate-send="email"
            >
              {copy.sendEmail}
            </a>
            {/* The primary button's look, without ui/button's cva + tailwind-merge in this island's bundle. */}
            <a
              href={formHref}
              data-track="quote"
              data-estimate-send="form"
              {...(form ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold text-accent-contrast shadow-sm transition-colors hover:bg-accent-hover"
            >
              {copy.sendForm}
              {form ? <span className="sr-only"> {newTabLabel}</span> : null}
            </a>
          </div>
        </div>
      ) : null}

      <p className="mt-8 text-muted">
        {copy.talk}{' '}
        <a
          href={phone.href}
          className="font-semibold whitespace-nowrap text-accent-strong underline underline-offset-4"
        >
          {phone.display}
        </a>{' '}
        <span aria-hidden="true">·</span>{' '}
        <a
          href={contactHref}
          data-track="quote"
          className="font-semibold text-accent-strong underline underline-offset-4"
        >
          {quoteLabel}
        </a>
      </p>
    </div>
  );
}

/** The price estimator, inside an error boundary. */
export function PriceEstimator({ errorCopy, ...props }: PriceEstimatorProps) {
  return (
    <ErrorBoundary phone={props.phone} copy={errorCopy}>
      <PriceEstimatorView {...props} />
    </ErrorBoundary>
  );
}
