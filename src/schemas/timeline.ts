/**
 * The timeline calculator's vocabulary: the answers it asks for,
 * the questions in order, and the shape of its copy. Plain names and types, shared by the rules in
 * lib/timeline.ts, the copy in data/project-timeline.ts and the island that shows them.
 */

/** Project types in the order the calculator offers them. */
export const projectTypes = ['garage', 'commercial', 'metallic', 'pool-deck', 'industrial'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** Size bands: small under 500 sq ft, medium 500-2,000, large over 2,000. */
export const projectSizes = ['small', 'medium', 'large'] as const;
export type ProjectSize = (typeof projectSizes)[number];

export const surfaceConditions = ['good', 'fair', 'poor'] as const;
export type SurfaceCondition = (typeof surfaceConditions)[number];

export const timelinePreferences = ['standard', 'fast'] as const;
export type TimelinePreference = (typeof timelinePreferences)[number];

/** Partial answers as the visitor gives them, one question at a time. */
export interface TimelineAnswers {
  type?: ProjectType | undefined;
  size?: ProjectSize | undefined;
  surface?: SurfaceCondition | undefined;
  preference?: TimelinePreference | undefined;
}

/** The questions in the order they appear. */
export const timelineQuestions = ['type', 'size', 'surface', 'preference'] as const;
export type TimelineQuestion = (typeof timelineQuestions)[number];

/** Which lead-time rule applied: the default, fast cure, or industrial on standard cure. */
export const leadTimeRules = ['default', 'fast', 'industrialStandard'] as const;
export type LeadTimeRule = (typeof leadTimeRules)[number];

/** The words the detail lines are built from (copy lives in src/data, this module only picks). */
export interface TimelineDetailCopy {
  /** What the base installation covers for each project type; `{days}` is the base figure. */
  base: Readonly<Record<ProjectType, string>>;
  /** What the surface condition adds; `{days}` is the extra figure. */
  surface: Readonly<Record<SurfaceCondition, string>>;
  /** What the cure choice means for using the floor. */
  cure: Readonly<Record<TimelinePreference, string>>;
  /** What the lead time means, by which rule produced it. */
  leadTime: Readonly<Record<LeadTimeRule, string>>;
  /** A number of days as the lines write it: "1 day", "2.5 days". */
  days: { one: string; other: string };
}

/** One answer: its value, visible name and a hint under it ("Under 500 sq ft"). */
export interface TimelineOption<V extends string = string> {
  value: V;
  label: string;
  hint: string;
}

/** The calculator's words (src/data/project-timeline.ts): copy is data, never part of a view. */
export interface TimelineCalculatorCopy {
  questions: {
    [Q in TimelineQuestion]: {
      legend: string;
      options: readonly TimelineOption<NonNullable<TimelineAnswers[Q]>>[];
    };
  };
  calculate: string;
  resultTitle: string;
  labels: { installation: string; cure: string; total: string; leadTime: string };
  /** The lead time shown in the result, by the rule that produced it ("2-4 weeks"). */
  leadTimes: Readonly<Record<LeadTimeRule, string>>;
  /** The language the numbers and plural forms follow, e.g. "en-US". */
  locale: string;
  /** Units after a number of days: "day" and "days". */
  day: string;
  days: string;
  details: TimelineDetailCopy;
  disclaimer: string;
  reset: string;
  quote: string;
}
