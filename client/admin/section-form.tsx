import { useMemo, useState } from 'react';
import { FieldShell, inputClass } from './ui';
import { FormContext } from './schema-form/form-context';
import { jsonSchemaOf } from './schema-form/json-schema';
import { ObjectFields } from './schema-form/schema-field';
import { isSectionType } from './validation';
import type { AnyRegistry } from './kind-registry';

export type RawSection = { type: string; id?: unknown } & Record<string, unknown>;

interface Props {
  section: RawSection;
  /** The registry the section's type comes from (content sections or lot details). */
  registry: AnyRegistry;
  errors: Record<string, string>;
  idPrefix: string;
  onChange: (section: RawSection) => void;
}

/** The form of one section, generated from its zod schema; unknown types get a JSON editor. */
export function SectionForm({ section, registry, errors, idPrefix, onChange }: Props) {
  const ctx = useMemo(() => ({ idPrefix, errors }), [idPrefix, errors]);
  if (!isSectionType(section.type, registry))
    return <RawSectionEditor section={section} idPrefix={idPrefix} onChange={onChange} />;
  const schema = jsonSchemaOf(registry[section.type]!.schema);
  return (
    <FormContext value={ctx}>
      <ObjectFields
        schema={schema}
        value={section}
        onChange={(v) => onChange(v as RawSection)}
        path={[]}
      />
    </FormContext>
  );
}

function RawSectionEditor({ section, idPrefix, onChange }: Omit<Props, 'errors' | 'registry'>) {
  const [text, setText] = useState(() => JSON.stringify(section, null, 2));
  const [error, setError] = useState<string | undefined>(
    `"${section.type}" is not a section type this site knows. Visitors do not see it; change its type or remove it.`,
  );
  return (
    <FieldShell id={`${idPrefix}-json`} label="Section as JSON" error={error}>
      {(aria) => (
        <textarea
          {...aria}
          rows={8}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            try {
              const parsed = JSON.parse(e.target.value) as RawSection;
              if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
                throw new Error('not an object');
              setError(undefined);
              onChange(parsed);
            } catch {
              setError('This is not valid JSON yet');
            }
          }}
          className={`${inputClass(error)} font-mono text-xs`}
        />
      )}
    </FieldShell>
  );
}
