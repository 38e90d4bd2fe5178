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
import { readLeadSource } from '#src/lib/lead-source.ts';
import {
  cleanName,
  honeypotField,
  maxLengths,
  notSentLine,
  otherChoice,
  phonePattern,
  photoFields,
  photoFormat,
  photoHeadBytes,
  photoLimits,
  photoTypes,
  plainSubject,
  prefillFromEstimate,
  quoteArea,
  quoteFields,
  quoteProvider,
  quoteRequest,
  quoteSubject,
  quoteSummary,
  sendQuote,
  subjectField,
  suspectField,
  suspectReason,
  validateQuote,
  validateQuoteField,
  visitWindows,
  type FormField,
  type PhotoField,
  type PhotoFormat,
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

/** A chosen photo: being shrunk, ready to send (shrunk, or kept as taken), or refused. */
type Photo =
  | { state: 'working'; ready: Promise<Photo> }
  | { state: 'ready'; file: File; kept: boolean }
  | { state: 'refused'; error: QuoteError };

const subscribeNothing = () => () => {};
const readSearch = () => window.location.search;
const readAwake = () => true;
const readAsleep = () => false;
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

/**
 * Takes in a chosen file: refused unless its first bytes are a picture (photoFormat); shrunk (the
 * code that does it loads only now); or, where this browser cannot read it (HEIC outside Safari),
 * kept as taken when it is small enough, typed by its bytes. Never throws.
 */
async function preparePhoto(file: File): Promise<Photo> {
  let format: PhotoFormat | null = null;
  try {
    format = photoFormat(new Uint8Array(await file.slice(0, photoHeadBytes).arrayBuffer()));
  } catch {
    // Unreadable (gone from the disk since it was chosen): no photo.
  }
  if (!format) return { state: 'refused', error: 'photoType' };
  try {
    const { shrinkPhoto } = await import('#src/lib/photo-shrink.ts');
    const shrunk = await shrinkPhoto(file, photoLimits.maxSide, photoLimits.quality);
    if (shrunk.ok) return { state: 'ready', file: shrunk.file, kept: false };
  } catch {
    // The shrinking code did not load (the connection dropped): as for a photo it cannot read.
  }
  if (file.size > photoLimits.maxOriginalBytes) return { state: 'refused', error: 'photoTooLarge' };
  return { state: 'ready', file: new File([file], file.name, { type: photoTypes[format] }), kept: true };
}

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

/** Every field of the form, hidden ones included, as a plain POST would send them, photos left out. */
function formBody(form: HTMLFormElement): FormData {
  const body = new FormData(form);
  for (const name of photoFields) body.delete(name);
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
  const awake = useSyncExternalStore(subscribeNothing, readAwake, readAsleep);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FormField, QuoteError>>>({});
  const [photos, setPhotos] = useState<Partial<Record<PhotoField, Photo>>>({});
  // The latest photo per input, for a send that waits on one still being shrunk.
  const photosRef = useRef<Partial<Record<PhotoField, Photo>>>({});
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

  /** Takes in the photo chosen at one input: shrinks it, keeps it as taken, or says why it cannot go. */
  function choosePhoto(name: PhotoField, file: File | undefined) {
    const settle = (photo: Photo | undefined) => {
      photosRef.current = { ...photosRef.current, [name]: photo };
      setPhotos(photosRef.current);
      setErrors((current) => {
        const next = { ...current };
        if (photo?.state === 'refused') next[name] = photo.error;
        else delete next[name];
        return next;
      });
    };
    if (!file) {
      settle(undefined);
      return;
    }
    const ready = preparePhoto(file);
    settle({ state: 'working', ready });
    void ready.then((photo) => {
      // A later choice at the same input wins.
      const current = photosRef.current[name];
      if (current?.state === 'working' && current.ready === ready) settle(photo);
    });
  }

  /** The photos to send, once every one still being shrunk is done. */
  async function readyPhotos(): Promise<Partial<Record<PhotoField, Photo>>> {
    const settled: Partial<Record<PhotoField, Photo>> = {};
    for (const name of photoFields) {
      const photo = photosRef.current[name];
      if (photo) settled[name] = photo.state === 'working' ? await photo.ready : photo;
    }
    return settled;
  }

  async function submit(form: HTMLFormElement) {
    if (status === 'sending') return;
    // Measured before anything is awaited: the moment the visitor pressed Send.
    const elapsed = now();
    const values = readValues(form);
    const photosNow = await readyPhotos();
    const found: Partial<Record<FormField, QuoteError>> = validateQuote(values, choices, language);
    for (const name of photoFields) {
      const photo = photosNow[name];
      if (photo?.state === 'refused') found[name] = photo.error;
    }
    const first = [...quoteFields, ...photoFields].find((field) => found[field]);
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

  const describedBy = (field: FormField, hint: boolean) =>
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
  const [privacyBefore = '', privacyAfter = ''] = copy.privacyNote.split('{privacy}');
  const [noScriptBefore = '', noScriptAfter = ''] = copy.noScriptNote.split('{email}');
  const missing = Object.keys(errors).length;

  const byPhone = sent ? sent.phone.trim() !== '' : false;
  const [nextBefore = '', nextAfter = ''] = (byPhone ? copy.sent.next : copy.sent.nextEmail).split(
    byPhone ? '{phone}' : '{email}',
  );

  // One card for the form and the thank-you that replaces it. Its status region stays in place from
  // one to the other, so what happens next is announced when the request has gone (the title gets
  // focus, and is heard as that).
  return (
    <div
      className={clsx(
        'rounded-card border border-line bg-surface shadow-card md:p-8',
        status === 'sent' ? 'p-6' : 'p-5',
      )}
    >
      {status === 'sent' && sent ? (
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl focus-visible:outline-none">
          {format(copy.sent.title, { name: sent.name.trim() })}
        </h3>
      ) : null}
      <div role="status">
        {status === 'sent' && sent ? (
          <p className="mt-3">
            {/* The number the visitor gave, kept on one line. */}
            {nextBefore}
            <span className="whitespace-nowrap">{byPhone ? sent.phone.trim() : sent.email.trim()}</span>
            {nextAfter}
          </p>
        ) : null}
      </div>
      {status === 'sent' && sent ? (
        <>
          {bookingUrl ? (
            <p className="mt-4">
              <a
                href={bookingUrl}
                data-track="booking"
                rel="noopener"
                className="inline-flex min-h-12 items-center rounded-full border-2 border-accent-strong px-5 font-semibold text-accent-strong"
              >
                {bookingLabel}
              </a>
            </p>
          ) : null}
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
        </>
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
                maxLength={maxLengths.name}
              />,
            )}
            {/* Neither phone nor email says "optional": one of them is needed (the note above says so).
              As served, the phone is required and checked by the browser, which cannot say "a phone or
              an email"; the island, once awake, checks that rule itself. */}
            {field(
              'phone',
              copy.phoneHint,
              false,
              <input
                {...controlProps('phone', true)}
                type="tel"
                autoComplete="tel"
                maxLength={maxLengths.phone}
                required={!awake}
                pattern={awake ? undefined : phonePattern}
                title={awake ? undefined : copy.errors.phoneInvalid}
              />,
            )}
          </div>
          {field(
            'email',
            copy.emailHint,
            false,
            <input
              {...controlProps('email', true)}
              type="email"
              autoComplete="email"
              maxLength={maxLengths.email}
            />,
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            {field(
              'city',
              null,
              true,
              <select {...controlProps('city', false)} autoComplete="address-level2" defaultValue="">
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
              true,
              <select {...controlProps('kind', false)} defaultValue="">
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
          <div className="grid gap-5 sm:grid-cols-2">
            {field(
              'area',
              copy.areaHint,
              true,
              <input
                {...controlProps('area', true, 'tabular-nums')}
                type="text"
                autoComplete="off"
                maxLength={maxLengths.area}
              />,
            )}
            {field(
              'visit',
              null,
              true,
              <select {...controlProps('visit', false)} defaultValue="">
                <option value="">{copy.visitChoose}</option>
                {visitWindows.map((window) => (
                  <option key={window} value={window}>
                    {copy.visits[window]}
                  </option>
                ))}
              </select>,
            )}
          </div>
          {field(
            'message',
            copy.messageHint,
            true,
            <textarea {...controlProps('message', true, 'py-3')} rows={4} maxLength={maxLengths.message} />,
          )}
          <fieldset aria-describedby={`${id}-photos-hint`}>
            <legend className="font-semibold">
              {copy.photos} <span className="font-normal text-muted">{copy.optional}</span>
            </legend>
            <p id={`${id}-photos-hint`} className="mt-1 text-sm text-muted">
              {copy.photosHint}
            </p>
            <div className="mt-2 grid gap-3">
              {photoFields.map((name, index) => {
                const error = errors[name];
                const photo = photos[name];
                return (
                  <div key={name}>
                    <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
                      {format(copy.photo, { number: index + 1 })}
                    </label>
                    <input
                      id={`${id}-${name}`}
                      name={name}
                      type="file"
                      // HEIC/HEIF named too: iPhones save photos in it, and some pickers filter by extension.
                      accept="image/*,.heic,.heif"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(name, photo?.state === 'ready' && photo.kept)}
                      onChange={(event) => choosePhoto(name, event.currentTarget.files?.[0])}
                      className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-accent/15 file:px-4 file:font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong"
                    />
                    {error ? (
                      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-accent-strong">
                        {copy.errors[error]}
                      </p>
                    ) : null}
                    {photo?.state === 'ready' && photo.kept ? (
                      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-muted">
                        {copy.photoKept}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>

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
            {/* Always there too, so a failure is announced as it appears. */}
            <div role="alert">
              {status === 'failed' ? (
                <div className="mt-5 rounded-xl border-2 border-accent-strong p-5">
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
            </div>
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
