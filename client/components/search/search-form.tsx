import { Form } from 'react-router';
import { RESULTS_PATH, type SearchControl, type SearchTab } from '#schema/search';

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900';

/** One control as native inputs named after the query parameters it sets (SPEC §3 mapping). */
function Control({
  control,
  values,
}: {
  control: SearchControl;
  values?: URLSearchParams | undefined;
}) {
  const id = `search-${control.id}`;
  const label = <span className="block text-sm font-medium text-slate-700">{control.label}</span>;
  const value = (name: string) => values?.get(name) ?? undefined;
  switch (control.type) {
    case 'min-max':
      return (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{control.label}</legend>
          <div className="mt-1 flex gap-2">
            <input
              aria-label={`${control.label} minimum`}
              name={control.min_field}
              type="number"
              min={0}
              inputMode="numeric"
              placeholder="Min"
              defaultValue={value(control.min_field!)}
              className={input}
            />
            {control.max_field ? (
              <input
                aria-label={`${control.label} maximum`}
                name={control.max_field}
                type="number"
                min={0}
                inputMode="numeric"
                placeholder="Max"
                defaultValue={value(control.max_field)}
                className={input}
              />
            ) : null}
          </div>
        </fieldset>
      );
    case 'select':
    case 'multi-select':
      return (
        <label htmlFor={id}>
          {label}
          <select
            id={id}
            name={control.field}
            multiple={control.type === 'multi-select'}
            defaultValue={
              control.type === 'multi-select'
                ? (values?.getAll(control.field!) ?? [])
                : (value(control.field!) ?? '')
            }
            className={input}
          >
            {control.type === 'select' ? <option value="">Any</option> : null}
            {(control.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      );
    case 'location':
      return (
        <div className="flex gap-2 sm:col-span-2">
          <label htmlFor={id} className="min-w-0 flex-1">
            {label}
            <input
              id={id}
              name="location"
              type="search"
              placeholder={control.placeholder}
              defaultValue={value('location')}
              autoComplete="off"
              className={input}
            />
          </label>
          {control.radius_miles?.length ? (
            <label htmlFor={`${id}-radius`}>
              <span className="block text-sm font-medium text-slate-700">Within</span>
              <select
                id={`${id}-radius`}
                name="radius"
                defaultValue={value('radius') ?? ''}
                className={input}
              >
                <option value="">This area only</option>
                {control.radius_miles.map((m) => (
                  <option key={m} value={m}>
                    {m} miles
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      );
    default:
      return (
        <label htmlFor={id}>
          {label}
          <input
            id={id}
            name={control.field}
            type={
              control.type === 'number' ? 'number' : control.type === 'calendar' ? 'date' : 'search'
            }
            placeholder={control.placeholder}
            defaultValue={value(control.field!)}
            className={input}
          />
        </label>
      );
  }
}

/** A GET form to the dataset's results page: works without JavaScript, shareable URLs with it. */
export function SearchForm({ tab, values }: { tab: SearchTab; values?: URLSearchParams }) {
  return (
    <Form
      method="get"
      action={RESULTS_PATH[tab.dataset]}
      role="search"
      aria-label={`Search ${tab.label}`}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {tab.controls.map((c) => (
        <Control key={c.id} control={c} values={values} />
      ))}
      <button
        type="submit"
        className="rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-brand-950 hover:bg-accent-400"
      >
        Search
      </button>
    </Form>
  );
}
