/**
 * The quote form's questions (name to message), each labelled, with its hint and its error tied to
 * it, and the checks on leave and on change handed to the form. Part of the quote form island; the
 * rules are in lib/quote-form.ts.
 */
// clsx, not lib/cn: tailwind-merge would more than double the island's script for nothing it needs.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { type QuoteFormCopy } from '#src/data/ui.ts';
import {
  maxLengths,
  otherChoice,
  phonePattern,
  visitWindows,
  type FormField,
  type QuoteError,
  type QuoteField,
} from '#src/lib/quote-form.ts';

/** The errors shown, by field (a question or a photo). */
export type FieldErrors = Partial<Record<FormField, QuoteError>>;

export const linkClass = 'font-semibold text-accent-strong underline underline-offset-4';

const fieldClass =
  'mt-2 block min-h-12 w-full rounded-xl border bg-surface px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-strong';

/** What describes a field: its error, then its hint (ids `{id}-{field}-error` and `-hint`). */
export function describedBy(id: string, errors: FieldErrors, field: FormField, hint: boolean) {
  return (
    [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined
  );
}

export interface QuoteInputsProps {
  /** The form's useId, which every control's id starts with. */
  id: string;
  copy: QuoteFormCopy;
  errors: FieldErrors;
  /** Whether the island is awake: as served, the browser checks the phone itself. */
  awake: boolean;
  cities: readonly string[];
  kinds: Readonly<Record<string, string>>;
  /** Checks an answer: as the visitor leaves it (`leaving`), or as they change it. */
  onCheck: (field: QuoteField, value: string, leaving: boolean) => void;
}

/** The questions, in the order quoteFields lists them (which is the order errors are focused in). */
export function QuoteInputs({ id, copy, errors, awake, cities, kinds, onCheck }: QuoteInputsProps) {
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
    'aria-describedby': describedBy(id, errors, name, hint),
    className: clsx(fieldClass, errors[name] ? 'border-2 border-accent-strong' : 'border-ink/30', className),
    onBlur: (event: { currentTarget: { value: string } }) => onCheck(name, event.currentTarget.value, true),
    onChange: (event: { currentTarget: { value: string } }) =>
      onCheck(name, event.currentTarget.value, false),
  });

  return (
    <>
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
    </>
  );
}
