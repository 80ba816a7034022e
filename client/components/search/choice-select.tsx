/** The look of a filter form's fields and their labels. */
export const FIELD_INPUT = 'mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2';
export const FIELD_LABEL = 'text-sm font-medium text-slate-700';

/** The choices plus the URL's own value when it is another one, so submitting never drops it. */
export const withCurrent = (choices: readonly number[], current: number | undefined) =>
  current === undefined || choices.includes(current)
    ? choices
    : [...choices, current].sort((a, b) => a - b);

/**
 * A labelled drop-down whose first choice is "any" (an empty value: the filter forms leave empty
 * fields out of the URL). The lot search's auction house and closing days, the calendar's region
 * and auction house, the sold-price search's type, tenure and new builds.
 */
export function ChoiceSelect({
  label,
  name,
  value,
  anyLabel,
  choices,
  labelClassName = FIELD_LABEL,
  inputClassName = FIELD_INPUT,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  anyLabel: string;
  choices: ReadonlyArray<{ value: string | number; label: string }>;
  labelClassName?: string;
  inputClassName?: string;
}) {
  return (
    <label className={labelClassName}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={inputClassName}>
        <option value="">{anyLabel}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
