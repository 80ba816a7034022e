import { FieldShell, inputClass } from '#client/admin/ui';
import { choiceLabel, choicesOf, hintOf, kindOf } from './json-schema';
import { useField } from './form-context';
import type { FieldProps } from './field-props';
import { ObjectField, ObjectFieldList, type ObjectFieldListProps } from './object-field';
import { ArrayField } from './array-field';
import { VariantField } from './variant-field';
import { JsonValueField } from './json-value-field';
import { ImageField, isImageSchema } from './image-field';

/** One form control for one schema node; objects, arrays and unions recurse through here. */
export function SchemaField(props: FieldProps) {
  switch (kindOf(props.schema)) {
    case 'const':
      return null;
    case 'object':
      if (isImageSchema(props.schema)) return <ImageField {...props} Field={SchemaField} />;
      return <ObjectField {...props} Field={SchemaField} />;
    case 'array':
      return <ArrayField {...props} Field={SchemaField} />;
    case 'variant':
      return <VariantField {...props} Field={SchemaField} />;
    case 'enum':
    case 'choice':
      return <ChoiceField {...props} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'string':
      return <StringField {...props} />;
    default:
      return <JsonValueField {...props} />;
  }
}

/** The fields of an object schema, in schema order: the forms' top level. */
export function ObjectFields(props: Omit<ObjectFieldListProps, 'Field'>) {
  return <ObjectFieldList {...props} Field={SchemaField} />;
}

function StringField({ schema, value, onChange, path, label, required }: FieldProps) {
  const { id, error } = useField(path);
  // Long prose gets a text area; links and image addresses stay one line however long they may be.
  const key = String(path[path.length - 1] ?? '');
  const long = (schema.maxLength ?? 0) >= 300 && !/href|src|url|image|slug/.test(key);
  const text = typeof value === 'string' ? value : '';
  // An empty optional field is left out of the document rather than saved as "".
  const set = (v: string) => onChange(v === '' && !required ? undefined : v);
  return (
    <FieldShell id={id} label={label} hint={hintOf(schema)} error={error}>
      {(aria) =>
        long ? (
          <textarea
            {...aria}
            rows={3}
            value={text}
            onChange={(e) => set(e.target.value)}
            className={inputClass(error)}
          />
        ) : (
          <input
            {...aria}
            value={text}
            onChange={(e) => set(e.target.value)}
            className={inputClass(error)}
          />
        )
      }
    </FieldShell>
  );
}

function NumberField({ schema, value, onChange, path, label }: FieldProps) {
  const { id, error } = useField(path);
  return (
    <FieldShell id={id} label={label} hint={hintOf(schema)} error={error}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
          step={schema.type === 'integer' ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          className={inputClass(error)}
        />
      )}
    </FieldShell>
  );
}

function BooleanField({ value, onChange, path, label }: FieldProps) {
  const { id, error } = useField(path);
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4 rounded border-slate-400 accent-brand-700"
        />
        {label}
      </label>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

function ChoiceField({ schema, value, onChange, path, label, required }: FieldProps) {
  const { id, error } = useField(path);
  const choices = choicesOf(schema);
  // A choice with a default is that default when unset: the select names it, not "(none)".
  const index = choices.findIndex((c) => c === (value ?? schema.default));
  const blank = !required && schema.default === undefined;
  return (
    <FieldShell id={id} label={label} error={error}>
      {(aria) => (
        <select
          {...aria}
          value={index === -1 ? '' : String(index)}
          onChange={(e) =>
            onChange(e.target.value === '' ? undefined : choices[Number(e.target.value)])
          }
          className={inputClass(error)}
        >
          {blank || index === -1 ? <option value="">(none)</option> : null}
          {choices.map((c, i) => (
            <option key={String(c)} value={String(i)}>
              {choiceLabel(schema, c)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
