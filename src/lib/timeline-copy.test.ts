import { describe, expect, it } from 'vitest';

import { allTimelineInputs, estimateTimeline } from './timeline.ts';
import { figureDifferences } from './twin-figures.ts';

import { timelineCalculatorCopies, timelineCalculatorCopy } from '#src/data/project-timeline.ts';

describe('the timeline calculator copy', () => {
  it('shows in English the lead time the rules give, for all 90 answers', () => {
    for (const input of allTimelineInputs()) {
      const estimate = estimateTimeline(input);
      expect(timelineCalculatorCopy.leadTimes[estimate.leadTimeRule]).toBe(estimate.leadTime);
    }
  });

  it('carries the same figures in Spanish as in English', () => {
    expect(figureDifferences(timelineCalculatorCopies.en, timelineCalculatorCopies.es)).toEqual([]);
  });

  it('offers the same answers in the same order in both languages', () => {
    const values = (copy: typeof timelineCalculatorCopy | (typeof timelineCalculatorCopies)['es']) =>
      Object.values(copy.questions).map((question) => question.options.map((option) => option.value));
    expect(values(timelineCalculatorCopies.es)).toEqual(values(timelineCalculatorCopies.en));
  });

  it('has a Spanish string wherever the English has one, none of them left in English', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const english = strings(timelineCalculatorCopies.en);
    const spanish = strings(timelineCalculatorCopies.es);
    expect(spanish).toHaveLength(english.length);
    // What may read the same in both: the option values (ids, never shown), words spelled alike
    // ("Total", "Industrial") and templates that are only a figure ("{count} day" is not one).
    const alike = new Set(['Total', 'Industrial']);
    const ids = Object.values(timelineCalculatorCopies.en.questions).flatMap((question) =>
      question.options.map((option): string => option.value),
    );
    expect(
      spanish.filter((text) => english.includes(text) && !alike.has(text) && !ids.includes(text)),
    ).toEqual([]);
  });
});
