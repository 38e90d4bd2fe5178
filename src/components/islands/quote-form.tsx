/**
 * The quote form island: what it holds (the answers' errors, the photos, where a send is) and what
 * it does on send, around its view parts: the questions (quote-form-inputs.tsx), the photos
 * (quote-form-photos.tsx), the thank-you (quote-form-thanks.tsx) and the failure card
 * (quote-form-failed.tsx). The rules are in lib/quote-form.ts; docs/leads.md says what it sends.
 *
 * clsx, not lib/cn, and words instead of icons: tailwind-merge and lucide would more than double
 * this island's script for nothing it needs.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { type QuoteFormCopy } from '#src/data/ui.ts';
import { reportQuoteSubmitted } from '#src/lib/analytics-events.ts';
import type { EstimateDetailsData } from '#src/lib/estimate-details.ts';
import { readLeadSource } from '#src/lib/lead-source.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import {
  cleanName,
  honeypotField,
  notSentLine,
  photoFields,
  plainSubject,
  prefillFromEstimate,
  quoteArea,
  quoteFields,
  quoteProvider,
  quoteRequest,
  quoteSubject,
  sendQuote,
  subjectField,
  suspectField,
  suspectReason,
  validateQuote,
  validateQuoteField,
  type FormField,
  type PhotoField,
  type QuoteError,
  type QuoteField,
  type QuoteValues,
} from '#src/lib/quote-form.ts';

import { ErrorBoundary } from './error-boundary.tsx';
import { QuoteFailed } from './quote-form-failed.tsx';
import { linkClass, QuoteInputs, type FieldErrors } from './quote-form-inputs.tsx';
import { PhotoInputs, usePhotos } from './quote-form-photos.tsx';
import { QuoteThanksMore, QuoteThanksNext, QuoteThanksTitle } from './quote-form-thanks.tsx';
import { useHydrated } from './use-hydrated.ts';

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
  /** A request sent sooner than this after the page started loading is marked as suspect. */
  minFillMs: number;
  /** PUBLIC_QUOTE_FORM_KEY: a public access key the provider needs (Web3Forms' `access_key`). */
  formKey?: string | undefined;
  /** The kinds of floor in English, for the subject line the owner reads. */
  subjectKinds: Readonly<Record<string, string>>;
  /** This language's privacy policy. */
  privacyHref: string;
  /** This language's thank-you page, absolute: where a form sent without JavaScript lands. */
  thanksUrl: string;
  /** PUBLIC_BOOKING_URL, offered in the thank-you. */
  bookingUrl?: string | undefined;
  /** The booking link's words. */
  bookingLabel: string;
  /** On /contact: what it takes to fill the form in from a /pricing estimate in the address. */
  estimate?: EstimateDetailsData | undefined;
  errorCopy: { heading: string; text: string };
}

type Status = 'editing' | 'sending' | 'failed' | 'sent';

const subscribeNothing = () => () => {};
const readSearch = () => window.location.search;
/** Milliseconds since the page started loading: never later than the visitor's first keystroke. */
const now = () => performance.now();

/** Where this tab's visit came from (lib/attribution.ts); nothing where storage is refused. */
function readSessionAttribution(): Record<string, string> {
  try {
    return readLeadSource(window.sessionStorage);
  } catch {
    return {};
  }
}

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

/** Every field of the form, hidden ones included, as a plain POST would send them, photos left out. */
function formBody(form: HTMLFormElement): FormData {
  const body = new FormData(form);
  for (const name of photoFields) body.delete(name);
  return body;
}

/**
 * The quote form. Without JavaScript (and until the island wakes) it is a plain multipart POST to
 * the endpoint (or to Netlify), which the browser checks itself: a name, and a phone with its area
 * code. Once awake it checks each answer when the visitor leaves it and again on send ("a phone or
 * an email"), moves focus to the first answer to fix, sends in the background, says so in its
 * status line, and then thanks the visitor and says what happens next; when the request fails or
 * times out, everything typed stays and call / text / email are offered, carrying the request.
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
  formKey,
  subjectKinds,
  privacyHref,
  thanksUrl,
  bookingUrl,
  bookingLabel,
}: Omit<QuoteFormProps, 'errorCopy'>) {
  const id = useId();
  // False in the served HTML and while hydrating (so both render the same), true once awake: the
  // form as served leaves the checks to the browser, the island does its own.
  const awake = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const photos = usePhotos((name: PhotoField, error: QuoteError | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    }),
  );
  // Whether a send was stopped by errors: the line by the button then counts those left.
  const [stopped, setStopped] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [sent, setSent] = useState<QuoteValues | null>(null);
  const [failedWith, setFailedWith] = useState<QuoteValues | null>(null);
  const netlify = action === netlifyQuoteAction;
  const provider = quoteProvider(action);
  const choices = { cities, kinds: Object.keys(kinds) };

  // The address as the page loaded (the server and hydration see none): an estimate from /pricing.
  const search = useSyncExternalStore(subscribeNothing, readSearch, () => '');
  const prefill = useMemo(
    () => (estimate ? prefillFromEstimate(search, estimate, copy.fromEstimate) : null),
    [search, estimate, copy.fromEstimate],
  );

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
    // An email typed in answers "a phone or an email", which the phone shows.
    const answersReach = field === 'email' && errors.phone === 'reach' && value.trim() !== '';
    if (!leaving && !errors[field] && !answersReach) return;
    if (leaving && value.trim() === '' && !errors[field]) return;
    const error = validateQuoteField(field, value, choices, language);
    setErrors((current) => {
      const next = { ...current };
      if (error) next[field] = error;
      else if (field !== 'phone' || value.trim() !== '' || current.phone !== 'reach') delete next[field];
      if (answersReach) delete next.phone;
      return next;
    });
  }

  async function submit(form: HTMLFormElement) {
    if (status === 'sending') return;
    // Measured before anything is awaited: the moment the visitor pressed Send.
    const elapsed = now();
    const values = readValues(form);
    const photosNow = await photos.settled();
    const found: FieldErrors = validateQuote(values, choices, language);
    for (const name of photoFields) {
      const photo = photosNow[name];
      if (photo?.state === 'refused') found[name] = photo.error;
    }
    const first = [...quoteFields, ...photoFields].find((field: FormField) => found[field]);
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
    const body = formBody(form);
    body.set('name', cleanName(values.name));
    body.set(subjectField(provider), quoteSubject(values, subjectKinds, language));
    for (const [key, value] of Object.entries(readSessionAttribution())) if (value) body.set(key, value);
    // Never dropped here: a send that looks automated goes marked, for the provider's filter to judge.
    const suspect = suspectReason(trap, elapsed, minFillMs);
    if (suspect) body.set(suspectField, suspect);
    for (const name of photoFields) {
      const photo = photosNow[name];
      if (photo?.state === 'ready') body.set(name, photo.file, photo.file.name);
    }
    setStatus('sending');
    const outcome = await sendQuote(quoteRequest(action, body), timeoutMs);
    if (outcome !== 'sent') {
      console.warn('Quote request not sent:', outcome);
      setFailedWith(values);
      setStatus('failed');
      return;
    }
    const area = quoteArea(values.area, language);
    if (area !== null) reportQuoteSubmitted(values.kind, area);
    setSent(values);
    setStatus('sent');
  }

  const [privacyBefore = '', privacyAfter = ''] = copy.privacyNote.split('{privacy}');
  const [noScriptBefore = '', noScriptAfter = ''] = copy.noScriptNote.split('{email}');
  const missing = Object.keys(errors).length;
  const thanked = status === 'sent' ? sent : null;

  // One card for the form and the thank-you that replaces it. Its status region stays in place from
  // one to the other, so what happens next is announced when the request has gone (the title takes
  // focus, and is heard as that).
  return (
    <div
      className={clsx(
        'rounded-card border border-line bg-surface shadow-card md:p-8',
        thanked ? 'p-6' : 'p-5',
      )}
    >
      {thanked ? <QuoteThanksTitle ref={thanksRef} copy={copy} sent={thanked} /> : null}
      <div role="status">{thanked ? <QuoteThanksNext copy={copy} sent={thanked} /> : null}</div>
      {thanked ? (
        <QuoteThanksMore
          copy={copy}
          hours={hours}
          phone={phone}
          bookingUrl={bookingUrl}
          bookingLabel={bookingLabel}
        />
      ) : (
        <form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          {...(netlify
            ? {
                name: formName,
                action: new URL(thanksUrl).pathname,
                'data-netlify': 'true',
                'netlify-honeypot': honeypotField,
              }
            : { action })}
          aria-labelledby={`${id}-title`}
          // Awake, the island's own checks replace the browser's bubbles (which stay without JavaScript).
          noValidate={awake}
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
            {/* Without JavaScript the browser checks the form, and it can only ask for the phone. */}
            <noscript>
              <p className="mt-2 text-sm text-muted">
                {noScriptBefore}
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
                {noScriptAfter}
              </p>
            </noscript>
          </div>
          {prefill ? (
            <p className="rounded-xl bg-accent/10 p-3 text-sm font-semibold">{copy.prefilled}</p>
          ) : null}
          {netlify ? <input type="hidden" name="form-name" value={formName} /> : null}
          <input type="hidden" name="language" value={language} />
          {/* What the owner's inbox shows; the island writes the job into it when it sends. */}
          <input type="hidden" name={subjectField(provider)} value={plainSubject} />
          {formKey ? <input type="hidden" name="access_key" value={formKey} /> : null}
          {/* Where the provider sends a visitor whose browser posted the form itself. */}
          {provider === 'web3forms' ? <input type="hidden" name="redirect" value={thanksUrl} /> : null}
          {provider === 'formspree' ? <input type="hidden" name="_next" value={thanksUrl} /> : null}
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

          <QuoteInputs
            id={id}
            copy={copy}
            errors={errors}
            awake={awake}
            cities={cities}
            kinds={kinds}
            onCheck={check}
          />
          <PhotoInputs id={id} copy={copy} errors={errors} photos={photos.photos} onChoose={photos.choose} />

          <div>
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                aria-disabled={status === 'sending' ? true : undefined}
                className="inline-flex min-h-14 items-center gap-2 rounded-full bg-accent px-7 text-lg font-semibold text-accent-contrast shadow-sm hover:bg-accent-hover aria-disabled:cursor-wait aria-disabled:opacity-70"
              >
                {status === 'sending' ? copy.sending : copy.submit}
              </button>
              {/* Always there, so what it says is announced, however the form was sent (Enter in a
                  field included): the count of answers missing, then "Sending…". */}
              <p role="status" className="font-semibold text-accent-strong">
                {status === 'sending'
                  ? copy.sending
                  : stopped && missing > 0
                    ? notSentLine(copy, missing, locale)
                    : null}
              </p>
            </div>
            <QuoteFailed
              copy={copy}
              kinds={kinds}
              failedWith={status === 'failed' ? failedWith : null}
              phone={phone}
              textPhone={textPhone}
              email={email}
            />
          </div>
          <p className="text-sm text-muted">
            {privacyBefore}
            <a href={privacyHref} className={linkClass}>
              {copy.privacyLink}
            </a>
            {privacyAfter}
          </p>
        </form>
      )}
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
