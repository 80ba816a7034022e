import type { ComponentType } from 'react';
import type { JsonSchema } from './json-schema';
import type { Path } from './form-context';

export interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  path: Path;
  label: string;
  required: boolean;
}

/**
 * The field for any schema node (`SchemaField`). Objects, arrays and unions receive it as a prop
 * to render their children, so the recursion needs no import circle.
 */
export type FieldComponent = ComponentType<FieldProps>;

export type CompositeFieldProps = FieldProps & { Field: FieldComponent };
