export interface StepListProps {
  steps: readonly string[];
}

/** A short numbered sequence: "1 We visit… 2 We test… 3 You get a quote…". */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-bold text-on-ink"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="pt-1">{step}</span>
        </li>
      ))}
    </ol>
  );
}
