import { FIELD_INPUT, FIELD_LABEL, withCurrent } from './choice-select';

const BEDROOM_CHOICES = [1, 2, 3, 4, 5];
/** A most of 0 is a studio (a studio flat's count of bedrooms). */
const MOST_CHOICES = [0, ...BEDROOM_CHOICES];

/**
 * The lot search's bedrooms: a fewest and a most, as UK portals offer them (both 2: two-bedroom
 * lots; a fewest alone: that many or more). Empty choices are left out of the URL.
 */
export function BedroomRange({ min, max }: { min: number | undefined; max: number | undefined }) {
  const fields = [
    {
      name: 'bedrooms',
      label: 'Fewest bedrooms',
      any: 'No min',
      value: min,
      choices: BEDROOM_CHOICES,
    },
    {
      name: 'bedrooms_max',
      label: 'Most bedrooms',
      any: 'No max',
      value: max,
      choices: MOST_CHOICES,
    },
  ];
  return (
    <fieldset className="min-w-0">
      <legend className={FIELD_LABEL}>Bedrooms</legend>
      <div className="mt-1 flex gap-2">
        {fields.map((f) => (
          <select
            key={f.name}
            name={f.name}
            aria-label={f.label}
            // Strings throughout: a number 0 (Studio) matched the empty "No max" once hydrated.
            defaultValue={f.value === undefined ? '' : String(f.value)}
            className={`min-w-0 ${FIELD_INPUT}`}
          >
            <option value="">{f.any}</option>
            {withCurrent(f.choices, f.value).map((n) => (
              <option key={n} value={String(n)}>
                {n === 0 ? 'Studio' : n}
              </option>
            ))}
          </select>
        ))}
      </div>
    </fieldset>
  );
}
