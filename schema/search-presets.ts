import type { PresetButton, SearchControl } from './search';
import { own } from './own';

/** Values a preset can take from the moment it is pressed (`data_provider_key`), e.g. dates for calendar controls. */
export const PRESET_PROVIDERS: Record<string, (now: Date) => string> = {
  today: (now) => isoDate(now),
  in_7_days: (now) => isoDate(addDays(now, 7)),
  in_30_days: (now) => isoDate(addDays(now, 30)),
};

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * What a preset button puts into its control's inputs, as query parameter → value (SPEC §3):
 * the value (or its data provider's value) is rewritten by `replace_regexp` → `replace_template`
 * when both are set, then mapped like the control itself: location → `location`, min-max
 * → `min_field`/`max_field` from "min-max", the others → `field`. An invalid pattern leaves the
 * value as it is; an unknown control gives nothing.
 */
export function presetValues(
  preset: PresetButton,
  controls: readonly SearchControl[],
  now: Date = new Date(),
): Record<string, string> {
  const control = controls.find((c) => c.id === preset.control_id);
  if (!control) return {};
  const provider = preset.data_provider_key
    ? own(PRESET_PROVIDERS, preset.data_provider_key)
    : undefined;
  let value = provider ? provider(now) : preset.value;
  if (preset.replace_regexp) {
    try {
      value = value.replace(new RegExp(preset.replace_regexp), preset.replace_template ?? '');
    } catch {
      // An editor's broken pattern: use the value unchanged rather than break the search.
    }
  }
  switch (control.type) {
    case 'location':
      return { location: value };
    case 'min-max': {
      const [min = '', max = ''] = value.split('-').map((v) => v.trim());
      return {
        [control.min_field!]: min,
        ...(control.max_field ? { [control.max_field]: max } : {}),
      };
    }
    default:
      return control.field ? { [control.field]: value } : {};
  }
}

/** The results URL a preset leads to without JavaScript: its values as the query. */
export function presetHref(path: string, values: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== ''));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * What a screen reader is told when a preset button fills the form (it does not search): the
 * control it set, by the button's words. "Location set to London. Press Search to see the results."
 */
export function presetSaid(preset: PresetButton, controls: readonly SearchControl[]): string {
  const control = controls.find((c) => c.id === preset.control_id);
  const what = control ? `${control.label} set to ${preset.label}` : `${preset.label} chosen`;
  return `${what}. Press Search to see the results.`;
}
