import { useRef, useState, type RefObject } from 'react';
import { Form } from 'react-router';
import { useHydrated } from '#client/app/use-hydrated';
import { presetHref, presetSaid, presetValues } from '#schema/search-presets';
import { RESULTS_PATH, type SearchControl, type SearchTab } from '#schema/search';
import { CheckboxGroup } from './checkbox-group';
import { LocationCombobox } from './location-combobox';
import { milesText } from '#schema/place';
import { INPUT_LIMITS } from '#schema/input-limits';
import { leaveOutEmptyFields } from './leave-out-empty-fields';
import { fillForm } from './fill-form';
import { useKeptForm } from './kept-form';

const input = 'mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2 text-slate-900';

/** One control as native inputs named after the query parameters it sets (SPEC §3 mapping). */
function Control({
  control,
  values,
  dataset,
}: {
  control: SearchControl;
  values?: URLSearchParams | undefined;
  dataset: SearchTab['dataset'];
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
      if (control.style === 'checkboxes')
        return (
          <CheckboxGroup
            legend={control.label}
            name={control.field!}
            options={control.options ?? []}
            checked={values?.getAll(control.field!) ?? []}
          />
        );
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
        // "Within" goes below the place where the place would get less than 8rem (large text on
        // a phone: the place's box was squeezed to nothing and "Within" drawn over "Location").
        <div className="flex flex-wrap gap-x-2 gap-y-3 sm:col-span-2">
          <LocationCombobox
            label={label}
            className="min-w-0 grow basis-32"
            id={id}
            name="location"
            placeholder={control.placeholder}
            defaultValue={value('location')}
            inputClassName={input}
            houses={dataset === 'auction_properties'}
          />
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
                    {milesText(m)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      );
    case 'autocomplete':
      return (
        <LocationCombobox
          label={label}
          id={id}
          name={control.field!}
          placeholder={control.placeholder}
          defaultValue={value(control.field!)}
          inputClassName={input}
          houses={dataset === 'auction_properties'}
        />
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
            maxLength={INPUT_LIMITS.pageQueryText}
          />
        </label>
      );
  }
}

/**
 * Preset buttons fill the controls (SPEC §3). Before hydration they are links to the results with
 * the preset applied, so they still do something useful without JavaScript.
 */
function Presets({ tab, form }: { tab: SearchTab; form: RefObject<HTMLFormElement | null> }) {
  const hydrated = useHydrated();
  // A pick fills the form without searching: said aloud, or a screen reader hears nothing happen.
  const [said, setSaid] = useState('');
  if (!tab.presets.length) return null;
  const cls =
    'rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100';
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
      <span className="text-sm text-slate-600">Quick picks:</span>
      {tab.presets.map((preset) => {
        const values = presetValues(preset, tab.controls);
        return hydrated ? (
          <button
            key={preset.label}
            type="button"
            className={cls}
            onClick={() => {
              if (!form.current) return;
              fillForm(form.current, new URLSearchParams(values));
              setSaid(presetSaid(preset, tab.controls));
            }}
          >
            {preset.label}
          </button>
        ) : (
          <a
            key={preset.label}
            href={presetHref(RESULTS_PATH[tab.dataset], values)}
            className={cls}
          >
            {preset.label}
          </a>
        );
      })}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

/** A GET form to the dataset's results page: works without JavaScript, shareable URLs with it. */
export function SearchForm({
  tab,
  values,
  onRestored,
}: {
  tab: SearchTab;
  values?: URLSearchParams;
  /** Back to a page whose search this form sent: its values were put back. */
  onRestored?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const action = RESULTS_PATH[tab.dataset];
  const onSubmit = useKeptForm(form, action, { onSubmit: leaveOutEmptyFields, onRestored });
  return (
    <Form
      ref={form}
      method="get"
      action={action}
      role="search"
      aria-label={`Search ${tab.label}`}
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {tab.controls.map((c) => (
        <Control key={c.id} control={c} values={values} dataset={tab.dataset} />
      ))}
      <button
        type="submit"
        className="rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-brand-950 hover:bg-accent-400"
      >
        Search
      </button>
      <Presets tab={tab} form={form} />
    </Form>
  );
}
