/**
 * What a visitor already did to an island's server-rendered form before its script ran.
 *
 * An island's HTML is live the moment it arrives: a radio can be checked and a search box typed into
 * while the script is still on its way (seconds on a slow phone). React's hydration keeps those DOM
 * changes but starts the island's state from the server's defaults, so without this the calculator
 * shows a checked answer it never heard of. Islands read their controls once they hydrate
 * (components/islands/use-early-input.ts) and take these values as their starting state.
 */

/** One value the island reads: the `name` its controls share, and the values it accepts. */
export interface ControlField<V extends string = string> {
  /** The `name` attribute of the radios, or of the text box or select. */
  name: string;
  /** The only values accepted (a radio group's options); omit for free text. */
  values?: readonly V[];
}

type FieldValue<F> = F extends ControlField<infer V> ? V : never;

/** The values found, by the island's own keys; a key is absent when its control is untouched or empty. */
export type ControlValues<F extends Record<string, ControlField>> = { [K in keyof F]?: FieldValue<F[K]> };

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlValue(control: FormControl): string {
  if (control.type === 'radio' || control.type === 'checkbox') {
    return (control as HTMLInputElement).checked ? control.value : '';
  }
  return control.value;
}

/**
 * Reads the controls under `root` named in `fields`: the checked radio (or checkbox) of each group,
 * the text of a box or the choice of a select. Empty text, unchecked groups and values outside a
 * field's `values` are left out. Reads only; never changes the DOM.
 */
export function readControls<F extends Record<string, ControlField>>(
  root: ParentNode | null | undefined,
  fields: F,
): ControlValues<F> {
  const found: Partial<Record<keyof F, string>> = {};
  if (!root) return found as ControlValues<F>;
  const keyByName = new Map<string, keyof F>(
    Object.entries(fields).map(([key, field]) => [field.name, key as keyof F]),
  );
  for (const control of root.querySelectorAll<FormControl>('input, select, textarea')) {
    const key = keyByName.get(control.name);
    if (key === undefined) continue;
    const value = controlValue(control);
    const allowed = fields[key]?.values;
    if (value === '' || (allowed && !allowed.includes(value))) continue;
    found[key] = value;
  }
  return found as ControlValues<F>;
}
