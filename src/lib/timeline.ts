/**
 * The project-timeline calculator's rules.
 * Pure functions: the island on /project-timeline is a view over `estimateTimeline`, and the unit
 * tests walk all 90 combinations of the four answers.
 */

/** The four answers, once all are given. */
export interface TimelineInput {
  type: ProjectType;
  size: ProjectSize;
  surface: SurfaceCondition;
  preference: TimelinePreference;
}

import {
  projectSizes,
  projectTypes,
  surfaceConditions,
  timelinePreferences,
  timelineQuestions,
  type LeadTimeRule,
  type ProjectSize,
  type ProjectType,
  type SurfaceCondition,
  type TimelineAnswers,
  type TimelineDetailCopy,
  type TimelinePreference,
} from '#src/schemas/timeline.ts';

import { format, plural } from './format.ts';

export {
  projectSizes,
  projectTypes,
  surfaceConditions,
  timelinePreferences,
  timelineQuestions,
  type ProjectSize,
  type ProjectType,
  type SurfaceCondition,
  type TimelineAnswers,
  type TimelineDetailCopy,
};
export type { TimelineCalculatorCopy, TimelineQuestion } from '#src/schemas/timeline.ts';

/** Base installation days by project type and size (metallic and pool deck do not vary by size). */
const baseInstallationDays: Readonly<Record<ProjectType, Readonly<Record<ProjectSize, number>>>> = {
  garage: { small: 2, medium: 2.5, large: 3 },
  commercial: { small: 4, medium: 6, large: 8 },
  metallic: { small: 4, medium: 4, large: 4 },
  'pool-deck': { small: 3, medium: 3, large: 3 },
  industrial: { small: 7, medium: 10, large: 14 },
};

/** Extra preparation days by surface condition: repairs before coating. */
const surfaceExtraDays: Readonly<Record<SurfaceCondition, number>> = { good: 0, fair: 0.5, poor: 1 };

/** Days before the floor takes normal use: 1 with a fast-cure system, 7 with standard epoxy. */
const cureDays: Readonly<Record<TimelinePreference, number>> = { fast: 1, standard: 7 };

/** The spec's lead-time wording, exactly. */
const leadTimes = {
  default: '2-4 weeks',
  fast: '1-2 weeks (rush fee may apply)',
  industrialStandard: '4-6 weeks',
} as const satisfies Record<LeadTimeRule, string>;
type LeadTime = (typeof leadTimes)[keyof typeof leadTimes];

/** The calculator's numbers for one project. */
export interface TimelineEstimate {
  /** Base days plus surface days, rounded up to whole days. */
  installationDays: number;
  /** Cure time in days. */
  cureDays: number;
  /** Installation plus cure, rounded up. */
  totalDays: number;
  /** The spec's lead-time wording in English (the copy words it per language by `leadTimeRule`). */
  leadTime: LeadTime;
  /** Which lead-time rule applied. */
  leadTimeRule: LeadTimeRule;
}

/** The lead-time rule for a project: fast takes precedence over the industrial rule. */
function leadTimeRuleFor(type: ProjectType, preference: TimelinePreference): LeadTimeRule {
  if (preference === 'fast') return 'fast';
  if (type === 'industrial') return 'industrialStandard';
  return 'default';
}

/** Estimates installation, cure, total and lead time for one set of answers. */
export function estimateTimeline(input: TimelineInput): TimelineEstimate {
  const installationDays = Math.ceil(
    baseInstallationDays[input.type][input.size] + surfaceExtraDays[input.surface],
  );
  const cure = cureDays[input.preference];
  const leadTimeRule = leadTimeRuleFor(input.type, input.preference);
  return {
    installationDays,
    cureDays: cure,
    totalDays: Math.ceil(installationDays + cure),
    leadTime: leadTimes[leadTimeRule],
    leadTimeRule,
  };
}

/**
 * How many questions are on screen: the first always, each next one once the one before it has
 * an answer (the size question appears once a type is chosen, and so on).
 */
export function visibleQuestionCount(answers: TimelineAnswers): number {
  let count = 1;
  for (const question of timelineQuestions.slice(0, -1)) {
    if (answers[question] === undefined) break;
    count += 1;
  }
  return count;
}

/** The answers as a complete input, or undefined while a question is still open. */
export function completeAnswers(answers: TimelineAnswers): TimelineInput | undefined {
  const { type, size, surface, preference } = answers;
  if (!type || !size || !surface || !preference) return undefined;
  return { type, size, surface, preference };
}

/** Every combination of answers (5 types x 3 sizes x 3 surfaces x 2 preferences = 90). */
export function allTimelineInputs(): TimelineInput[] {
  return projectTypes.flatMap((type) =>
    projectSizes.flatMap((size) =>
      surfaceConditions.flatMap((surface) =>
        timelinePreferences.map((preference) => ({ type, size, surface, preference })),
      ),
    ),
  );
}

/** Explanatory lines under the result: why the numbers came out as they did. */
export function describeTimeline(input: TimelineInput, copy: TimelineDetailCopy, locale = 'en-US'): string[] {
  const leadRule = leadTimeRuleFor(input.type, input.preference);
  return [
    format(copy.base[input.type], {
      days: plural(baseInstallationDays[input.type][input.size], copy.days, locale),
    }),
    format(copy.surface[input.surface], { days: plural(surfaceExtraDays[input.surface], copy.days, locale) }),
    copy.cure[input.preference],
    copy.leadTime[leadRule],
  ];
}
