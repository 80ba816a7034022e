import { FieldShell, inputClass } from '#client/admin/ui';
import { defaultValue, discriminatorOf, humanize, variantsOf } from './json-schema';
import { useField } from './form-context';
import { ObjectFieldList } from './object-field';
import type { CompositeFieldProps } from './field-props';

/** A union of object shapes told apart by one constant (a rich-text block's `kind`). */
export function VariantField({ schema, value, onChange, path, label, Field }: CompositeFieldProps) {
  const key = discriminatorOf(schema)!;
  const variants = variantsOf(schema);
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const current = Math.max(
    0,
    variants.findIndex((v) => v.properties?.[key]?.const === obj[key]),
  );
  const { id, error } = useField([...path, key]);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <FieldShell id={id} label={humanize(key)} error={error}>
        {(aria) => (
          <select
            {...aria}
            value={String(current)}
            onChange={(e) => onChange(defaultValue(variants[Number(e.target.value)]!))}
            className={inputClass(error)}
          >
            {variants.map((v, i) => (
              <option key={i} value={String(i)}>
                {String(v.properties?.[key]?.const)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <ObjectFieldList
        schema={variants[current]!}
        value={obj}
        onChange={onChange}
        path={path}
        Field={Field}
      />
    </fieldset>
  );
}
