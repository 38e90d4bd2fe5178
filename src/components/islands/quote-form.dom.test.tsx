import { readFileSync } from 'node:fs';

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { business } from '#src/data/business.ts';
import { estimateRules } from '#src/data/estimate-rules.ts';
import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { analyticsEventName } from '#src/lib/analytics-events.ts';
import { email, localPhone, primaryPhone } from '#src/lib/contact.ts';
import { describeOpeningHours } from '#src/lib/hours.ts';
import { smsHref } from '#src/lib/phone.ts';
import { honeypotField } from '#src/lib/quote-form.ts';
import type { Locale } from '#src/lib/routes.ts';
import { pricesSchema } from '#src/schemas/prices.ts';
import { setupUser } from '#src/test/user.ts';

import { QuoteForm, type QuoteFormProps } from './quote-form.tsx';

const endpoint = 'https://formspree.io/f/abcdwxyz';
const copy = ui.en.quoteForm;
const city = serviceCities[2].name;
const minFillMs = business.quoteForm.minFillMs;

/** The page's clock as the island reads it (performance.now), moved by the tests. */
let clock = 0;

function setup(props: Partial<QuoteFormProps> = {}, locale: Locale = 'en') {
  const user = setupUser();
  render(quoteForm(props, locale));
  return user;
}

function quoteForm(props: Partial<QuoteFormProps> = {}, locale: Locale = 'en') {
  return (
    <QuoteForm
      action={endpoint}
      formName={business.quoteForm.name}
      language={locale}
      locale={intlLocales[locale]}
      copy={ui[locale].quoteForm}
      kinds={ui[locale].estimator.kinds}
      cities={serviceCities.map((c) => c.name)}
      phone={primaryPhone}
      textPhone={{ display: localPhone.display, href: smsHref(business.phones.local) }}
      email={email}
      hours={describeOpeningHours(business.hours, locale)}
      timeoutMs={business.quoteForm.timeoutMs}
      minFillMs={minFillMs}
      subjectKinds={ui.en.estimator.kinds}
      privacyHref={locale === 'es' ? '/es/privacy' : '/privacy'}
      thanksUrl={`https://www.example.com${locale === 'es' ? '/es' : ''}/thank-you`}
      bookingLabel={ui[locale].otherWays.book}
      errorCopy={ui[locale].errorBoundary}
      {...props}
    />
  );
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const field = (label: string) => screen.getByLabelText(startsWith(label));
const send = () => screen.getByRole('button', { name: copy.submit });
/** The status line beside the button (the form's own; the card has one for the thank-you). */
const formStatus = (title = copy.title) =>
  within(screen.getByRole('form', { name: title })).getByRole('status');

/** Answers every question as a visitor would, then lets the minimum fill time pass. */
async function fillIn(user: ReturnType<typeof setupUser>) {
  await user.type(field(copy.name), 'Ana Pérez');
  await user.type(field(copy.phone), '(305) 555-0123');
  await user.type(field(copy.email), 'ana@example.com');
  await user.selectOptions(field(copy.city), city);
  await user.selectOptions(field(copy.kind), ui.en.estimator.kinds.garage);
  await user.type(field(copy.area), '400');
  await user.type(field(copy.message), 'Oil stains by the door');
  clock += minFillMs;
}

function answering(status: number) {
  const fetcher = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ ok: status < 300 }), { status })),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

function analyticsEvents(): unknown[] {
  const events: unknown[] = [];
  document.addEventListener(analyticsEventName, (event) => events.push((event as CustomEvent).detail));
  return events;
}

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  window.history.replaceState(null, '', '/contact');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('quote form', () => {
  it('labels every field, with the autofill tokens and keyboards phones need', () => {
    setup();
    expect(field(copy.name)).toHaveAttribute('autocomplete', 'name');
    expect(field(copy.phone)).toHaveAttribute('type', 'tel');
    expect(field(copy.phone)).toHaveAttribute('autocomplete', 'tel');
    expect(field(copy.phone)).toHaveAccessibleDescription(copy.phoneHint);
    expect(field(copy.email)).toHaveAttribute('type', 'email');
    expect(field(copy.email)).toHaveAttribute('autocomplete', 'email');
    expect(field(copy.email)).not.toBeRequired();
    expect(field(copy.city)).toHaveAttribute('autocomplete', 'address-level2');
    expect(within(field(copy.city)).getByRole('option', { name: city })).toBeInTheDocument();
    expect(within(field(copy.kind)).getAllByRole('option')).toHaveLength(
      Object.keys(ui.en.estimator.kinds).length + 2,
    );
    expect(field(copy.name)).toBeRequired();
    for (const label of [copy.phone, copy.city, copy.kind, copy.area, copy.visit, copy.message]) {
      expect(field(label)).not.toBeRequired();
    }
    expect(within(field(copy.visit)).getAllByRole('option')).toHaveLength(5);
    for (const number of [1, 2, 3]) {
      const photo = screen.getByLabelText(format(copy.photo, { number }));
      expect(photo).toHaveAttribute('type', 'file');
      expect(photo).toHaveAttribute('accept', 'image/*,.heic,.heif');
      expect(photo).not.toHaveAttribute('multiple');
    }
    expect(screen.getByRole('link', { name: copy.privacyLink })).toHaveAttribute('href', '/privacy');
  });

  it('posts to the endpoint without JavaScript, and keeps the honeypot out of sight and out of reach', () => {
    setup();
    const form = screen.getByRole('form', { name: copy.title });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', endpoint);
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    // Formspree reads the subject from _subject and sends a visitor without JavaScript to _next.
    expect(form.querySelector('[name="_subject"]')).toHaveValue('Quote request from the website');
    expect(form.querySelector('[name="_next"]')).toHaveValue('https://www.example.com/thank-you');
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${honeypotField}"]`);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    expect(screen.queryByRole('textbox', { name: copy.honeypot })).toBeNull();
  });

  it('as served, leaves the checks to the browser: a name, and a phone with its area code', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(quoteForm());
    document.body.append(host);
    const form = within(host).getByRole('form', { name: copy.title });
    const phone = within(host).getByLabelText(startsWith(copy.phone));
    expect(form).not.toHaveAttribute('novalidate');
    expect(within(host).getByLabelText(startsWith(copy.name))).toBeRequired();
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute('title', copy.errors.phoneInvalid);
    const emailField = within(host).getByLabelText(startsWith(copy.email));
    // What the browser does with the form as served: a name alone, or a phone "12", is refused.
    within(host).getByLabelText(startsWith(copy.name)).setAttribute('value', 'Ana');
    expect((form as HTMLFormElement).checkValidity()).toBe(false);
    expect((phone as HTMLInputElement).validity.valueMissing).toBe(true);
    (phone as HTMLInputElement).value = '12';
    expect((phone as HTMLInputElement).validity.patternMismatch).toBe(true);
    (phone as HTMLInputElement).value = '(305) 555-0123';
    expect((form as HTMLFormElement).checkValidity()).toBe(true);
    (emailField as HTMLInputElement).value = 'not an address';
    expect((form as HTMLFormElement).checkValidity()).toBe(false);
    (emailField as HTMLInputElement).value = '';
    // Only without JavaScript is the visitor told the form needs the phone there.
    expect(host.querySelector('noscript')?.innerHTML).toContain(`mailto:${email}`);

    // Awake, the island takes the checks over: "a phone or an email", said at the fields.
    (phone as HTMLInputElement).value = '';
    const problems: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(host, quoteForm(), { onRecoverableError: (error) => problems.push(error) });
      return Promise.resolve();
    });
    expect(problems).toEqual([]);
    expect(form).toHaveAttribute('novalidate');
    expect(phone).not.toBeRequired();
    expect(phone).not.toHaveAttribute('pattern');
    expect(phone).not.toHaveAttribute('title');
    act(() => root?.unmount());
    host.remove();
  });

  it('sends nothing on an empty submit, says why at each field and moves focus to the first', async () => {
    const fetcher = answering(200);
    const user = setup();
    await user.click(send());
    expect(fetcher).not.toHaveBeenCalled();
    expect(field(copy.name)).toHaveFocus();
    const expected = {
      [copy.name]: copy.errors.name,
      [copy.phone]: copy.errors.reach,
    };
    for (const [label, error] of Object.entries(expected)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(error));
    }
    for (const label of [copy.email, copy.city, copy.kind, copy.area]) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(formStatus()).toHaveTextContent(format(copy.notSent.other, { count: 2 }));
    // The count follows the answers as they are fixed, and the line goes once none is missing.
    await user.type(field(copy.name), 'Ana');
    expect(formStatus()).toHaveTextContent(format(copy.notSent.one, { count: 1 }));
    // An email answers "a phone or an email" as well as a phone does.
    await user.type(field(copy.email), 'ana@example.com');
    expect(formStatus()).toBeEmptyDOMElement();
    expect(field(copy.phone)).not.toHaveAttribute('aria-invalid');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('checks an answer when the visitor leaves it, and clears the error once it is fixed', async () => {
    const user = setup();
    await user.click(field(copy.name));
    await user.tab();
    // Passing through an empty field says nothing yet.
    expect(field(copy.name)).not.toHaveAttribute('aria-invalid');
    await user.type(field(copy.phone), '555-0123');
    await user.tab();
    expect(field(copy.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(field(copy.phone)).toHaveAccessibleDescription(expect.stringContaining(copy.errors.phoneInvalid));
    await user.clear(field(copy.phone));
    await user.type(field(copy.phone), '305-555-0123');
    expect(field(copy.phone)).not.toHaveAttribute('aria-invalid');
    expect(field(copy.phone)).toHaveAccessibleDescription(copy.phoneHint);
  });

  it('sends the request in the background, thanks the visitor, says what happens next and reports it', async () => {
    const fetcher = answering(200);
    const events = analyticsEvents();
    const user = setup();
    await fillIn(user);
    await user.click(send());
    const thanks = await screen.findByRole('heading', {
      name: format(copy.sent.title, { name: 'Ana Pérez' }),
    });
    // Focus moves in an effect after the thank-you is drawn: wait for it.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks.parentElement).toHaveTextContent(format(copy.sent.next, { phone: '(305) 555-0123' }));
    const [hours] = describeOpeningHours(business.hours);
    expect(screen.getByText(`${hours?.label ?? ''}: ${hours?.time ?? ''}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: primaryPhone.display })).toHaveAttribute(
      'href',
      primaryPhone.href,
    );

    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(Object.fromEntries(init?.body as FormData)).toEqual({
      language: 'en',
      _subject: `Quote request: ${ui.en.estimator.kinds.garage} · ${city} · about 400 sq ft`,
      [honeypotField]: '',
      name: 'Ana Pérez',
      phone: '(305) 555-0123',
      email: 'ana@example.com',
      city,
      kind: 'garage',
      area: '400',
      visit: '',
      message: 'Oil stains by the door',
      _next: 'https://www.example.com/thank-you',
    });
    expect(events).toEqual([{ name: 'quote_submitted', kind: 'garage', size: '<500' }]);
  });

  for (const [what, fail] of [
    ['answers 422', () => answering(422)],
    ['answers 500', () => answering(500)],
    [
      'cannot be reached',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ],
  ] as const) {
    it(`keeps everything typed and offers call, text and email, carrying the request, when the endpoint ${what}`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fail();
      const events = analyticsEvents();
      const user = setup();
      await fillIn(user);
      await user.click(send());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(copy.failed.title);
      expect(field(copy.name)).toHaveValue('Ana Pérez');
      expect(field(copy.phone)).toHaveValue('(305) 555-0123');
      expect(field(copy.city)).toHaveValue(city);
      expect(field(copy.message)).toHaveValue('Oil stains by the door');
      const call = within(alert).getByRole('link', {
        name: `${copy.failed.callLabel} ${primaryPhone.display}`,
      });
      expect(call).toHaveAttribute('href', primaryPhone.href);
      const text = within(alert).getByRole('link', {
        name: `${copy.failed.textLabel} ${localPhone.display}`,
      });
      expect(decodeURIComponent(text.getAttribute('href') ?? '')).toContain(`${copy.name}: Ana Pérez`);
      const mail = within(alert).getByRole('link', { name: `${copy.failed.emailLabel} ${email}` });
      expect(mail.getAttribute('href')).toMatch(new RegExp(`^mailto:${email}\\?subject=`));
      expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(`${copy.area}: 400`);
      expect(send()).toBeEnabled();
      expect(events).toEqual([]);
    });
  }

  it('announces sending, sent and failed through live regions that were there before, also when sent with Enter', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const user = setup();
    const card = screen.getByRole('form', { name: copy.title }).parentElement;
    const [cardStatus, lineStatus] = within(card as HTMLElement).getAllByRole('status');
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await fillIn(user);
    // Enter in a field: focus stays there, so only a live region can say what happens.
    await user.type(field(copy.phone), '{Enter}');
    expect(field(copy.phone)).toHaveFocus();
    expect(lineStatus).toHaveTextContent(copy.sending);
    act(() => answers.shift()?.(new Response('{}', { status: 500 })));
    await waitFor(() => expect(alert).toHaveTextContent(copy.failed.title));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(lineStatus).toBeEmptyDOMElement();
    await user.type(field(copy.email), '{Enter}');
    expect(lineStatus).toHaveTextContent(copy.sending);
    act(() => answers.shift()?.(new Response('{}', { status: 200 })));
    // The thank-you: its title takes focus, and the card's status region (the same element as
    // before) says what happens next.
    const thanks = await screen.findByRole('heading', {
      name: format(copy.sent.title, { name: 'Ana Pérez' }),
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByRole('status')).toBe(cardStatus);
    expect(cardStatus).toHaveTextContent(format(copy.sent.next, { phone: '(305) 555-0123' }));
  });

  it('says it is sending while the endpoint answers, and sends once however often the button is pressed', async () => {
    let answer: (response: Response) => void = () => {};
    const fetcher = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetcher);
    const user = setup();
    await fillIn(user);
    await user.click(send());
    const sending = screen.getByRole('button', { name: copy.sending });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await user.click(sending);
    expect(fetcher).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const thanks = await screen.findByRole('heading', { name: /Ana Pérez/ });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('gives up on an endpoint that does not answer in time, and the visitor can send again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetcher = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetcher);
    // The island's give-up timer fires when the test says, not after a real delay: a 50 ms timer
    // could fire before the click had returned on a busy machine, and the "sending" state would be
    // gone before the test looked at it. Other timers (Testing Library's, user-event's) run as usual.
    const timeoutMs = 7777;
    const giveUp: (() => void)[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
      if (delay !== timeoutMs) return realSetTimeout(handler, delay);
      giveUp.push(handler);
      return 0;
    }) as typeof setTimeout);
    const user = setup({ timeoutMs });
    await fillIn(user);
    await user.click(send());
    expect(screen.getByRole('button', { name: copy.sending })).toHaveAttribute('aria-disabled', 'true');
    expect(giveUp).toHaveLength(1);
    act(() => giveUp.forEach((fire) => fire()));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed.title);
    expect(fetcher.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    answering(200);
    await user.click(send());
    const thanks = await screen.findByRole('heading', { name: /Ana Pérez/ });
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  it('sends a request whose honeypot is filled (autofill can fill one), marked as suspect for the provider', async () => {
    const fetcher = answering(200);
    const user = setup();
    await fillIn(user);
    const form = screen.getByRole('form', { name: copy.title });
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${honeypotField}"]`);
    if (honeypot) honeypot.value = 'https://spam.example';
    await user.click(send());
    expect(await screen.findByRole('heading', { name: /Ana Pérez/ })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    const body = fetcher.mock.calls[0]?.[1].body as FormData;
    expect(body.get('suspect')).toBe('hidden field filled in');
    expect(body.get(honeypotField)).toBe('https://spam.example');
  });

  it('sends a request that comes sooner than a person could type it, marked as suspect', async () => {
    const fetcher = answering(200);
    const user = setup();
    await fillIn(user);
    // The page's clock: the send comes 1.5 s after the page started loading.
    clock = 1500;
    await user.click(send());
    expect(await screen.findByRole('heading', { name: /Ana Pérez/ })).toBeInTheDocument();
    const body = fetcher.mock.calls[0]?.[1].body as FormData;
    expect(body.get('suspect')).toBe('sent 1.5 s after the page started loading');
    expect(body.get('name')).toBe('Ana Pérez');
  });

  it('sends a name and a phone alone, with the plain subject and no mark, and thanks the visitor', async () => {
    const fetcher = answering(200);
    const user = setup();
    await user.type(field(copy.name), 'Ana Pérez');
    await user.type(field(copy.phone), '(305) 555-0123');
    clock += minFillMs;
    await user.click(send());
    const thanks = await screen.findByRole('heading', { name: /Ana Pérez/ });
    expect(thanks.parentElement).toHaveTextContent(format(copy.sent.next, { phone: '(305) 555-0123' }));
    const body = fetcher.mock.calls[0]?.[1].body as FormData;
    expect(Object.fromEntries(body)).toMatchObject({
      name: 'Ana Pérez',
      phone: '(305) 555-0123',
      email: '',
      city: '',
      kind: '',
      area: '',
      _subject: 'Quote request from the website',
    });
    expect(body.has('suspect')).toBe(false);
  });

  it('thanks a visitor who gave only a name and an email, and says it will write', async () => {
    answering(200);
    const user = setup();
    await user.type(field(copy.name), 'Ana Pérez');
    await user.type(field(copy.email), 'ana@example.com');
    clock += minFillMs;
    await user.click(send());
    const thanks = await screen.findByRole('heading', { name: /Ana Pérez/ });
    expect(thanks.parentElement).toHaveTextContent(format(copy.sent.nextEmail, { email: 'ana@example.com' }));
  });

  it('offers the booking page in the thank-you when one is set', async () => {
    answering(200);
    const user = setup({ bookingUrl: 'https://clienthub.getjobber.com/booking/abc' });
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('heading', { name: /Ana Pérez/ });
    const book = screen.getByRole('link', { name: ui.en.otherWays.book });
    expect(book).toHaveAttribute('href', 'https://clienthub.getjobber.com/booking/abc');
    expect(book).toHaveAttribute('data-track', 'booking');
  });

  it('refuses a file that is not a photo at its field, and keeps everything typed', async () => {
    const fetcher = answering(200);
    const user = setup();
    await fillIn(user);
    const photo = screen.getByLabelText(format(copy.photo, { number: 2 }));
    // A picker can hand over any file (a desktop one's "All files"): the accept list does not stop it.
    fireEvent.change(photo, {
      target: { files: [new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    expect(photo).toHaveAccessibleDescription(copy.errors.photoType);
    await user.click(send());
    expect(photo).toHaveFocus();
    expect(fetcher).not.toHaveBeenCalled();
    expect(field(copy.name)).toHaveValue('Ana Pérez');
    expect(field(copy.message)).toHaveValue('Oil stains by the door');
  });

  it('knows a photo by its bytes: a text file named .jpg, an empty one and an SVG are refused, a HEIC goes as it is', async () => {
    const fetcher = answering(200);
    const user = setup();
    await fillIn(user);
    const photo = (number: number) => screen.getByLabelText(format(copy.photo, { number }));
    const choose = (number: number, file: File) =>
      fireEvent.change(photo(number), { target: { files: [file] } });
    // The browser types a file by its name: this one says image/jpeg and holds text.
    choose(1, new File(['Call me about the garage floor'], 'notes.jpg', { type: 'image/jpeg' }));
    choose(2, new File([], 'zero.jpg', { type: 'image/jpeg' }));
    choose(
      3,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'plan.png', {
        type: 'image/png',
      }),
    );
    for (const number of [1, 2, 3]) {
      await waitFor(() => expect(photo(number)).toHaveAttribute('aria-invalid', 'true'));
      expect(photo(number)).toHaveAccessibleDescription(copy.errors.photoType);
    }
    await user.click(send());
    expect(photo(1)).toHaveFocus();
    expect(fetcher).not.toHaveBeenCalled();
    expect(field(copy.name)).toHaveValue('Ana Pérez');
    expect(field(copy.message)).toHaveValue('Oil stains by the door');

    // An iPhone's HEIC, which this browser cannot read, goes as it was taken, typed by its bytes.
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'),
      1,
      2,
      3,
    ]);
    choose(1, new File([heic], 'IMG_0042.HEIC', { type: '' }));
    fireEvent.change(photo(2), { target: { files: [] } });
    fireEvent.change(photo(3), { target: { files: [] } });
    await waitFor(() => expect(photo(1)).toHaveAccessibleDescription(copy.photoKept));
    expect(photo(1)).not.toHaveAttribute('aria-invalid');
    await user.click(send());
    await screen.findByRole('heading', { name: /Ana Pérez/ });
    const body = fetcher.mock.calls[0]?.[1].body as FormData;
    const sent = body.get('photo1') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0042.HEIC', 'image/heic', heic.length]);
    expect(body.has('photo2')).toBe(false);
    expect(body.has('photo3')).toBe(false);
  });

  it('posts to the site itself with the form name for Netlify Forms', async () => {
    const fetcher = answering(200);
    const user = setup({ action: netlifyQuoteAction });
    const form = screen.getByRole('form', { name: copy.title });
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('name', business.quoteForm.name);
    // Netlify shows the form's action page to a visitor whose browser posted it.
    expect(form).toHaveAttribute('action', '/thank-you');
    await fillIn(user);
    await user.click(send());
    await screen.findByRole('heading', { name: /Ana Pérez/ });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/');
    expect((init?.body as FormData).get('form-name')).toBe(business.quoteForm.name);
    expect((init?.body as FormData).get('subject')).toMatch(/^Quote request: /);
  });

  it('fills in the kind, the area and the estimate from /pricing, and keeps them editable', async () => {
    window.history.replaceState(
      null,
      '',
      '/contact?kind=pool-deck&area=650&finish=premium&condition=good&timeline=standard#estimate',
    );
    const user = setup({
      estimate: {
        copy: ui.en.estimator,
        figures: ui.en.priceFigures,
        locale: intlLocales.en,
        prices: pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8'))),
        rules: estimateRules,
      },
    });
    await waitFor(() => expect(field(copy.area)).toHaveValue('650'));
    expect(field(copy.kind)).toHaveValue('pool-deck');
    const message = (field(copy.message) as HTMLTextAreaElement).value;
    expect(message.split('\n')[0]).toBe(copy.fromEstimate);
    expect(message).toContain(format(ui.en.estimator.message.finish, { finish: 'Premium' }));
    expect(screen.getByText(copy.prefilled)).toBeInTheDocument();
    await user.clear(field(copy.area));
    await user.type(field(copy.area), '700');
    expect(field(copy.area)).toHaveValue('700');
  });

  it('reads the area as the Spanish pages write it: "1.200" is 1,200 sq ft in the subject and the size band', async () => {
    const es = ui.es.quoteForm;
    const fetcher = answering(200);
    const events = analyticsEvents();
    const user = setup({}, 'es');
    await user.type(screen.getByLabelText(startsWith(es.name)), 'Ana Pérez');
    await user.type(screen.getByLabelText(startsWith(es.phone)), '(305) 555-0123');
    await user.type(screen.getByLabelText(startsWith(es.area)), '1.200');
    clock += minFillMs;
    await user.click(screen.getByRole('button', { name: es.submit }));
    await screen.findByRole('heading', { name: /Ana Pérez/ });
    const body = fetcher.mock.calls[0]?.[1].body as FormData;
    expect(body.get('_subject')).toBe('Quote request: about 1,200 sq ft · Spanish');
    expect(body.get('area')).toBe('1.200');
    expect(events).toEqual([{ name: 'quote_submitted', kind: '', size: '1000-2499' }]);
  });

  it('speaks Spanish on the Spanish pages', async () => {
    const es = ui.es.quoteForm;
    const user = setup({}, 'es');
    await user.click(screen.getByRole('button', { name: es.submit }));
    expect(screen.getByLabelText(startsWith(es.name))).toHaveAccessibleDescription(es.errors.name);
    expect(formStatus(es.title)).toHaveTextContent(format(es.notSent.other, { count: 2 }));
    expect(screen.getByRole('link', { name: es.privacyLink })).toHaveAttribute('href', '/es/privacy');
  });
});
