import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

import { readControls, type ControlField, type ControlValues } from '#src/lib/form-controls.ts';

/**
 * Once the island has hydrated, hands `apply` what the visitor did to its form before the script
 * ran: the checked radios and typed text still in the DOM (lib/form-controls.ts). It runs once,
 * before the first paint after hydration, so the island's state catches up with what the visitor
 * sees (the next question appears, the search filters) and nothing they did is lost. `apply` is
 * not called when the visitor touched nothing.
 */
export function useEarlyInput<F extends Record<string, ControlField>>(
  root: RefObject<ParentNode | null>,
  fields: F,
  apply: (values: ControlValues<F>) => void,
): void {
  const catchUp = useEffectEvent(() => {
    const values = readControls(root.current, fields);
    if (Object.keys(values).length > 0) apply(values);
  });
  useLayoutEffect(() => {
    catchUp();
  }, []);
}
