import { useMemo } from 'react';
import { PageDocumentSchema } from '#schema/page';
import { FormContext } from './schema-form/form-context';
import { jsonSchemaOf } from './schema-form/json-schema';
import { ObjectFields } from './schema-form/object-field';
import { errorsOf } from './validation';
import type { DraftDocument } from './preview-pane';

/** The page's own fields (title, layout, SEO), generated from the page schema like the sections. */
export const PageFieldsSchema = PageDocumentSchema.pick({ title: true, layout: true, seo: true });

export function pageFieldErrors(doc: DraftDocument, server: Record<string, string>) {
  const local = PageFieldsSchema.safeParse(doc);
  const fromServer = Object.fromEntries(
    Object.entries(server)
      .filter(([k]) => k.startsWith('document.') && !k.startsWith('document.sections'))
      .map(([k, v]) => [k.slice('document.'.length), v]),
  );
  return { ...fromServer, ...(local.success ? {} : errorsOf(local.error)) };
}

export function PageFields({
  doc,
  errors,
  onChange,
}: {
  doc: DraftDocument;
  errors: Record<string, string>;
  onChange: (doc: DraftDocument) => void;
}) {
  const ctx = useMemo(() => ({ idPrefix: 'page', errors }), [errors]);
  const fields = { title: doc.title, layout: doc.layout, seo: doc.seo };
  return (
    <section aria-labelledby="page-fields-heading" className="space-y-3">
      <h2 id="page-fields-heading" className="text-lg font-semibold text-slate-900">
        Page
      </h2>
      <FormContext value={ctx}>
        <ObjectFields
          schema={jsonSchemaOf(PageFieldsSchema)}
          value={fields}
          onChange={(v) => onChange({ ...doc, ...(v as Partial<DraftDocument>) })}
          path={[]}
        />
      </FormContext>
    </section>
  );
}
