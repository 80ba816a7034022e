import { Button } from '#client/admin/ui';
import { defaultValue, humanize, lowerFirst } from './json-schema';
import { useField } from './form-context';
import type { CompositeFieldProps, FieldComponent, FieldProps } from './field-props';
import { GroupError } from './group-error';

export type ObjectFieldListProps = Omit<FieldProps, 'label' | 'required'> & {
  Field: FieldComponent;
};

/** The fields of an object schema, in schema order. */
export function ObjectFieldList({ schema, value, onChange, path, Field }: ObjectFieldListProps) {
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const set = (key: string, v: unknown) => {
    const next = { ...obj };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <div className="space-y-4">
      {Object.entries(schema.properties ?? {}).map(([key, prop]) => (
        <Field
          key={key}
          schema={prop}
          value={obj[key]}
          onChange={(v) => set(key, v)}
          path={[...path, key]}
          label={humanize(key)}
          required={schema.required?.includes(key) ?? false}
        />
      ))}
    </div>
  );
}

/** A nested object as a fieldset; an optional one (an image, a link) can be added and removed. */
export function ObjectField(props: CompositeFieldProps) {
  const { schema, value, onChange, path, label, required, Field } = props;
  const { error, nestedErrors, readOnly } = useField(path);
  if (value === undefined && !required) {
    // Nothing to read, and adding it is a change.
    if (readOnly) return null;
    return (
      <div>
        <Button small variant="quiet" onClick={() => onChange(defaultValue(schema))}>
          + Add {lowerFirst(label)}
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {label}
        {nestedErrors ? (
          <span className="ml-2 text-xs font-normal text-red-700">({nestedErrors} to fix)</span>
        ) : null}
      </legend>
      <GroupError error={error} />
      <ObjectFieldList
        schema={schema}
        value={value}
        onChange={onChange}
        path={path}
        Field={Field}
      />
      {!required && !readOnly ? (
        <div className="mt-3">
          <Button small variant="danger" onClick={() => onChange(undefined)}>
            Remove {lowerFirst(label)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
