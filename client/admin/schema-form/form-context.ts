import { createContext, useContext } from 'react';

/** Errors by field path (`ctas.0.label`) and the prefix that makes field ids unique on the page. */
export interface FormContextValue {
  idPrefix: string;
  errors: Record<string, string>;
  /**
   * A role that may read the form but not save it (a contributor on the site settings): the
   * fields are shown disabled and the controls that change the form's shape (reorder, remove, add)
   * are left out, as the other admin screens leave out what the server would refuse.
   */
  readOnly?: boolean;
}

export const FormContext = createContext<FormContextValue>({ idPrefix: 'f', errors: {} });

export type Path = ReadonlyArray<string | number>;

export function useField(path: Path) {
  const { idPrefix, errors, readOnly = false } = useContext(FormContext);
  const key = path.join('.');
  return {
    id: `${idPrefix}-${path.join('-') || 'root'}`,
    error: errors[key],
    /** Errors somewhere inside this field (a fieldset shows a count). */
    nestedErrors: Object.keys(errors).filter((k) => k.startsWith(`${key}.`)).length,
    readOnly,
  };
}
