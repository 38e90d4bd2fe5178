// clsx, not lib/cn, and words instead of icons: tailwind-merge and lucide would more than double
// this island's script for nothing it needs.
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { type QuoteFormCopy } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { reportQuoteSubmitted } from '#src/lib/analytics-events.ts';
import { mailtoWithMessage, smsWithBody } from '#src/lib/estimate.ts';
import type { EstimateDetailsData } from '#src/lib/estimate-details.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import {
  honeypotField,
  isRobot,
  notSentLine,
  otherChoice,
  prefillFromEstimate,
  quoteArea,
  quoteFields,
  quoteRequest,
  quoteSummary,
  sendQuote,
  validateQuote,
  validateQuoteField,
  type QuoteError,
  type QuoteField,
  type QuoteValues,
} from '#src/lib/quote-form.ts';

import { ErrorBoundary } from './error-boundary.tsx';

export interface QuoteFormProps {
  /** PUBLIC_QUOTE_FORM_ACTION: the endpoint's https address, or "netlify". */
  action: string;
  /** The form's name (Netlify Forms lists requests under it). */
  formName: string;
  /** The page's language, sent with the request so the reply can be in it. */
  language: string;
  /** The Intl locale of the page, for plural forms. */
  locale: string;
  copy: QuoteFormCopy;
  /** The kinds of floor the estimator prices, by id, in the page's language. */
  kinds: Readonly<Record<string, string>>;
  /** The cities of the service area. */
  cities: readonly string[];
  /** The line to call. */
  phone: PhoneLink;
  /** The line that takes texts: its display and its bare `sms:` link. */
  textPhone: { display: string; href: string };
  email: string;
  /** Opening hours as visitors read them. */
  hours: readonly { label: string; time: string }[];
  /** How long a request may take before the visitor is offered call / text / email. */
  timeoutMs: number;
  /** A request sent sooner than this after hydration is a robot's. */
  minFillMs: number;
  /** On /contact: what it takes to fill the form in from a /pricing estimate in the address. */
  estimate?: EstimateDetailsData | undefined;
  errorCopy: { heading: string; text: string };
}

type Status = 'editing' | 'sending' | 'failed' | 'sent';

const subscribeNothing = () => () => {};
const readSearch = () => window.location.search;
/** The page's clock, for the time between hydration and send. */
const now = () => performance.now();

const fieldClass =
  'mt-2 block min-h-12 w-full rounded-xl border bg-surface px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong';
const linkClass = 'font-semibold text-accent-strong underline underline-offset-4';

/** The answers as the form holds them now. */
function readValues(form: HTMLFormElement): QuoteValues {
  const data = new FormData(form);
  const values = {} as QuoteValues;
  for (const field of quoteFields) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Every field of the form, hidden ones included, as the urlencoded body a plain POST would send. */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  return body;
}

/**
 * The quote form. Without JavaScript it is a plain form POST to the endpoint (or to Netlify), with
 * the browser's own checks of the required fields. Once hydrated it checks each answer when the
 * visitor leaves it and again on send, moves focus to the first answer to fix, sends in the
 * background, and then thanks the visitor and says what happens next; when the request fails or
 * times out, everything typed stays and call / text / email are offered, carrying the request.
 * Rules in lib/quote-form.ts; this is only the view.
 */
function QuoteFormView({
  action,
  formName,
  language,
  locale,
  copy,
  kinds,
  cities,
  phone,
  textPhone,
  email,
  hours,
  timeoutMs,
  minFillMs,
  estimate,
}: Omit<QuoteFormProps, 'errorCopy'>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const hydratedAt = useRef(0);
  const [errors, setErrors] = useState<Partial<Record<QuoteField, QuoteError>>>({});
  // Whether a send was stopped by errors: the line by the button then counts those left.
  const [stopped, setStopped] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [sent, setSent] = useState<QuoteValues | null>(null);
  const [failedWith, setFailedWith] = useState<QuoteValues | null>(null);
  const netlify = action === netlifyQuoteAction;
  const choices = { cities, kinds: Object.keys(kinds) };

  // The address as the page loaded (the server and hydration see none): an estimate from /pricing.
  const search = useSyncExternalStore(subscribeNothing, readSearch, () => '');
  const prefill = useMemo(
    () => (estimate ? prefillFromEstimate(search, estimate, copy.fromEstimate) : null),
    [search, estimate, copy.fromEstimate],
  );

  useEffect(() => {
    hydratedAt.current = now();
    // The island's own checks replace the browser's bubbles (which stay for visitors without JavaScript).
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !prefill) return;
    // What the visitor may already have typed before the island woke up is kept.
    const fill = (name: QuoteField, value: string) => {
      const element = form.elements.namedItem(name);
      if (
        (element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement) &&
        element.value === ''
      )
        element.value = value;
    };
    fill('kind', prefill.kind);
    fill('area', prefill.area);
    fill('message', prefill.message);
  }, [prefill]);

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  /** Checks one answer as the visitor leaves it (or corrects it), once there is something to check. */
  function check(field: QuoteField, value: string, leaving: boolean) {
    if (!leaving && !errors[field]) return;
    if (leaving && value.trim() === '' && !errors[field]) return;
    const error = validateQuoteField(field, value, choices);
    setErrors((current) => {
      const next = { ...current };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  }

  async function submit(form: HTMLFormElement) {
    if (status === 'sending') return;
    const values = readValues(form);
    const found = validateQuote(values, choices);
    const first = quoteFields.find((field) => found[field]);
    // The errors are on the page (and tied to their fields) before focus lands on the first one.
    flushSync(() => {
      setErrors(found);
      setStopped(first !== undefined);
    });
    if (first) {
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const honeypot = form.elements.namedItem(honeypotField);
    const trap = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    if (isRobot(trap, now() - hydratedAt.current, minFillMs)) {
      setSent(values);
      setStatus('sent');
      return;
    }
    setStatus('sending');
    const outcome = await sendQuote(quoteRequest(action, formBody(form)), timeoutMs);
    if (outcome !== 'sent') {
      console.warn('Quote request not sent:', outcome);
      setFailedWith(values);
      setStatus('failed');
      return;
    }
    const area = quoteArea(values.area);
    if (area !== null) reportQuoteSubmitted(values.kind, area);
    setSent(values);
    setStatus('sent');
  }

  if (status === 'sent' && sent) {
    const [nextBefore = '', nextAfter = ''] = copy.sent.next.split('{phone}');
    return (
      <div className="rounded-card border border-line bg-surface p-6 shadow-card md:p-8">
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl focus-visible:outline-none">
          {format(copy.sent.title, { name: sent.name.trim() })}
        </h3>
        <p className="mt-3">
          {/* The number the visitor gave, kept on one line. */}
          {nextBefore}
          <span className="whitespace-nowrap">{sent.phone.trim()}</span>
          {nextAfter}
        </p>
        <h4 className="mt-5 font-bold">{copy.sent.hours}</h4>
        <ul className="mt-1 text-muted">
          {hours.map((h) => (
            <li key={h.label}>
              {h.label}: {h.time}
            </li>
          ))}
        </ul>
        <p className="mt-5">
          {copy.sent.sooner}{' '}
          <a href={phone.href} className={clsx(linkClass, 'whitespace-nowrap')}>
            {phone.display}
          </a>
        </p>
      </div>
    );
  }

  const describedBy = (field: QuoteField, hint: boolean) =>
    [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  function field(name: QuoteField, hint: string | null, optional: boolean, control: ReactNode) {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-semibold">
          {copy[name]}
          {optional ? <span className="font-normal text-muted"> {copy.optional}</span> : null}
        </label>
        {control}
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-2 font-semibold text-accent-strong">
            {copy.errors[error]}
          </p>
        ) : null}
        {/* Under the control, so the boxes of a row line up whether or not a hint wraps. */}
        {hint ? (
          <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    );
  }

  /** What every control shares: id, name, the error state and the checks on leave and on change. */
  const controlProps = (name: QuoteField, hint: boolean, className?: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
    className: clsx(fieldClass, errors[name] ? 'border-2 border-accent-strong' : 'border-ink/30', className),
    onBlur: (event: { currentTarget: { value: string } }) => check(name, event.currentTarget.value, true),
    onChange: (event: { currentTarget: { value: string } }) => check(name, event.currentTarget.value, false),
  });

  const failedBody = failedWith ? quoteSummary(failedWith, copy, kinds) : '';
  const missing = Object.keys(errors).length;

  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card md:p-8">
      <form
        ref={formRef}
        method="post"
        {...(netlify
          ? { name: formName, 'data-netlify': 'true', 'netlify-honeypot': honeypotField }
          : { action })}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
        className="space-y-5"
      >
        <div>
          <h3 id={`${id}-title`} className="text-2xl">
            {copy.title}
          </h3>
          <p className="mt-2 text-sm text-muted">{copy.requiredNote}</p>
        </div>
        {prefill ? (
          <p className="rounded-xl bg-accent/10 p-3 text-sm font-semibold">{copy.prefilled}</p>
        ) : null}
        {netlify ? <input type="hidden" name="form-name" value={formName} /> : null}
        <input type="hidden" name="language" value={language} />
        {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${id}-${honeypotField}`}>{copy.honeypot}</label>
          <input
            id={`${id}-${honeypotField}`}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'name',
            null,
            false,
            <input
              {...controlProps('name', false)}
              type="text"
              autoComplete="name"
              required
              maxLength={100}
            />,
          )}
          {field(
            'phone',
            copy.phoneHint,
            false,
            <input {...controlProps('phone', true)} type="tel" autoComplete="tel" required maxLength={30} />,
          )}
        </div>
        {field(
          'email',
          copy.emailHint,
          true,
          <input {...controlProps('email', true)} type="email" autoComplete="email" maxLength={254} />,
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'city',
            null,
            false,
            <select {...controlProps('city', false)} autoComplete="address-level2" required defaultValue="">
              <option value="">{copy.cityChoose}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
              <option value={otherChoice}>{copy.cityOther}</option>
            </select>,
          )}
          {field(
            'kind',
            null,
            false,
            <select {...controlProps('kind', false)} required defaultValue="">
              <option value="">{copy.kindChoose}</option>
              {Object.entries(kinds).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              <option value={otherChoice}>{copy.kindOther}</option>
            </select>,
          )}
        </div>
        {field(
          'area',
          copy.areaHint,
          false,
          <input
            {...controlProps('area', true, 'max-w-xs tabular-nums')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={20}
          />,
        )}
        {field(
          'message',
          copy.messageHint,
          true,
          <textarea {...controlProps('message', true, 'py-3')} rows={5} maxLength={2000} />,
        )}

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            aria-disabled={status === 'sending' ? true : undefined}
            className="inline-flex min-h-14 items-center gap-2 rounded-full bg-accent px-7 text-lg font-semibold text-accent-contrast shadow-sm hover:bg-accent-hover aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {status === 'sending' ? copy.sending : copy.submit}
          </button>
          {/* Always there, so the count is announced when it appears and as answers are fixed. */}
          <p role="status" className="font-semibold text-accent-strong">
            {stopped && missing > 0 ? notSentLine(copy, missing, locale) : null}
          </p>
        </div>

        {status === 'failed' ? (
          <div role="alert" className="rounded-xl border-2 border-accent-strong p-5">
            <p className="text-lg font-bold">{copy.failed.title}</p>
            <p className="mt-2">{copy.failed.text}</p>
            <ul className="mt-3 grid gap-2">
              <li>
                <a href={phone.href} className={linkClass}>
                  {copy.failed.callLabel} {phone.display}
                </a>
              </li>
              <li>
                <a href={smsWithBody(textPhone.href, failedBody)} className={linkClass}>
                  {copy.failed.textLabel} {textPhone.display}
                </a>
              </li>
              <li>
                <a href={mailtoWithMessage(email, copy.emailSubject, failedBody)} className={linkClass}>
                  {copy.failed.emailLabel} {email}
                </a>
              </li>
            </ul>
          </div>
        ) : null}
      </form>
    </div>
  );
}

/** The quote form, inside an error boundary. */
export function QuoteForm({ errorCopy, ...props }: QuoteFormProps) {
  return (
    <ErrorBoundary phone={props.phone} copy={errorCopy}>
      <QuoteFormView {...props} />
    </ErrorBoundary>
  );
}
