import { Calculator, RotateCcw } from 'lucide-react';
// clsx, not lib/cn: tailwind-merge would add ~7 KB gzip to this island for classes that never conflict.
import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState } from 'react';

import { plural } from '#src/lib/format.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import {
  completeAnswers,
  describeTimeline,
  estimateTimeline,
  timelineQuestions,
  visibleQuestionCount,
  type TimelineAnswers,
  type TimelineCalculatorCopy,
  type TimelineEstimate,
  type TimelineInput,
  type TimelineQuestion,
} from '#src/lib/timeline.ts';

import { ErrorBoundary } from './error-boundary.tsx';
import { useEarlyInput } from './use-early-input.ts';

export interface TimelineCalculatorProps {
  copy: TimelineCalculatorCopy;
  quoteHref: string;
  phone: PhoneLink;
  /** What the error boundary says if the widget breaks (src/data/ui.ts). */
  errorCopy: { heading: string; text: string };
}

interface Result {
  input: TimelineInput;
  estimate: TimelineEstimate;
}

/**
 * The progressive timeline calculator: four radio groups that appear one after another, a
 * "Calculate Timeline" button once all four are answered, and the estimate in a polite live region.
 * The rules live in lib/timeline.ts; this is only the view.
 */
function TimelineCalculatorView({ copy, quoteHref }: Omit<TimelineCalculatorProps, 'phone' | 'errorCopy'>) {
  const [answers, setAnswers] = useState<TimelineAnswers>({});
  const [result, setResult] = useState<Result | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'result' | 'start' | null>(null);

  // The button that had focus disappears on both actions: move focus where the visitor continues
  // (the result, or the first question) in the same commit, so no key press lands on <body>.
  useLayoutEffect(() => {
    if (focusNext.current === 'result') resultHeading.current?.focus();
    if (focusNext.current === 'start') firstRadio.current?.focus();
    focusNext.current = null;
  });
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  // An answer tapped before the script arrived is checked in the DOM only: take it as the state,
  // so the next question appears.
  useEarlyInput(
    form,
    {
      type: { name: `${id}-type`, values: copy.questions.type.options.map((option) => option.value) },
      size: { name: `${id}-size`, values: copy.questions.size.options.map((option) => option.value) },
      surface: {
        name: `${id}-surface`,
        values: copy.questions.surface.options.map((option) => option.value),
      },
      preference: {
        name: `${id}-preference`,
        values: copy.questions.preference.options.map((option) => option.value),
      },
    },
    (early) => setAnswers(early),
  );

  const shownQuestions = timelineQuestions.slice(0, visibleQuestionCount(answers));
  const input = completeAnswers(answers);

  function answer(question: TimelineQuestion, value: string) {
    setAnswers((current) => ({ ...current, [question]: value }));
    // A changed answer makes the shown estimate stale: the visitor calculates again.
    setResult(null);
  }

  function calculate() {
    if (!input) return;
    setResult({ input, estimate: estimateTimeline(input) });
    focusNext.current = 'result';
  }

  function reset() {
    setAnswers({});
    setResult(null);
    focusNext.current = 'start';
  }

  const unit = (n: number) => plural(n, { one: copy.day, other: copy.days });

  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card md:p-8">
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
        className="space-y-8"
      >
        {shownQuestions.map((question, index) => {
          const { legend, options } = copy.questions[question];
          return (
            <fieldset key={question}>
              <legend className="mb-3 text-lg font-bold md:text-xl">{legend}</legend>
              <div
                className={clsx(
                  'grid gap-3',
                  options.length === 5
                    ? 'sm:grid-cols-2 lg:grid-cols-5'
                    : options.length === 3
                      ? 'sm:grid-cols-3'
                      : 'sm:grid-cols-2',
                )}
              >
                {options.map((option, optionIndex) => {
                  const optionId = `${id}-${question}-${option.value}`;
                  return (
                    <label
                      key={option.value}
                      htmlFor={optionId}
                      className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-ink/40 has-checked:border-accent-strong has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-strong"
                    >
                      <input
                        ref={index === 0 && optionIndex === 0 ? firstRadio : undefined}
                        id={optionId}
                        type="radio"
                        name={`${id}-${question}`}
                        value={option.value}
                        checked={answers[question] === option.value}
                        onChange={() => answer(question, option.value)}
                        aria-labelledby={`${optionId}-label`}
                        aria-describedby={`${optionId}-hint`}
                        className="size-6 shrink-0 accent-accent-strong focus-visible:outline-none"
                      />
                      <span>
                        <span id={`${optionId}-label`} className="block font-semibold">
                          {option.label}
                        </span>
                        <span id={`${optionId}-hint`} className="block text-sm text-muted">
                          {option.hint}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}

        {input && !result ? (
          <button
            type="submit"
            className="inline-flex min-h-14 items-center gap-2 rounded-full bg-accent px-7 text-lg font-semibold text-accent-contrast shadow-sm hover:bg-accent-hover"
          >
            <Calculator className="size-5" aria-hidden="true" />
            {copy.calculate}
          </button>
        ) : null}
      </form>

      {result ? (
        <h3 ref={resultHeading} tabIndex={-1} className="mt-10 text-2xl outline-none">
          {copy.resultTitle}
        </h3>
      ) : null}
      {/* Always rendered, so the estimate is announced when it appears (and silence when cleared). */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {result ? (
          <div className="mt-4">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-timeline-result>
              {(
                [
                  ['installation', copy.labels.installation, result.estimate.installationDays],
                  ['cure', copy.labels.cure, result.estimate.cureDays],
                  ['total', copy.labels.total, result.estimate.totalDays],
                ] as const
              ).map(([key, label, value]) => (
                <div
                  key={key}
                  className={clsx(
                    'flex flex-col rounded-xl border p-4',
                    key === 'total' ? 'border-ink bg-ink text-on-ink' : 'border-line bg-surface-2',
                  )}
                  data-result={key}
                >
                  <dt
                    className={clsx(
                      'order-2 text-sm font-semibold',
                      key === 'total' ? 'text-on-ink-muted' : 'text-muted',
                    )}
                  >
                    {label}
                  </dt>
                  <dd className="order-1 text-3xl font-extrabold tabular-nums">
                    <span data-days>{value}</span>{' '}
                    <span className="text-base font-semibold">{unit(value)}</span>
                  </dd>
                </div>
              ))}
              <div
                className="col-span-2 flex flex-col rounded-xl border border-line bg-surface-2 p-4 lg:col-span-1"
                data-result="lead-time"
              >
                <dt className="order-2 text-sm font-semibold text-muted">{copy.labels.leadTime}</dt>
                <dd className="order-1 text-xl font-extrabold">{result.estimate.leadTime}</dd>
              </div>
            </dl>
            <ul className="mt-6 space-y-2" data-timeline-details>
              {describeTimeline(result.input, copy.details).map((line) => (
                <li key={line} className="flex gap-3">
                  <span
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-strong"
                    aria-hidden="true"
                  />
                  {line}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">{copy.disclaimer}</p>
          </div>
        ) : null}
      </div>
      {result ? (
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-12 items-center gap-2 rounded-full border border-ink/20 bg-surface px-5 font-semibold text-ink hover:border-ink/40 hover:bg-surface-2"
          >
            <RotateCcw className="size-5" aria-hidden="true" />
            {copy.reset}
          </button>
          {/* The primary button's look, without ui/button's cva + tailwind-merge in this island's bundle. */}
          <a
            href={quoteHref}
            data-track="quote"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-5 font-semibold whitespace-nowrap text-accent-contrast shadow-sm transition-colors hover:bg-accent-hover"
          >
            {copy.quote}
          </a>
        </div>
      ) : null}
    </div>
  );
}

/** The timeline calculator, inside an error boundary. */
export function TimelineCalculator({ phone, errorCopy, ...props }: TimelineCalculatorProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <TimelineCalculatorView {...props} />
    </ErrorBoundary>
  );
}
