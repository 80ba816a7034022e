import { useMemo } from 'react';
import { PageDocumentSchema } from '#sections/page-document';
import type { DocumentKindName } from '#sections/document-kinds';
import { FormContext } from './schema-form/form-context';
import { jsonSchemaOf } from './schema-form/json-schema';
import { ObjectFields } from './schema-form/schema-field';
import { errorsOf } from './validation';
import type { DraftDocument } from './preview-pane';

/** The page's own fields (title, layout, SEO), generated from the page schema like the sections. */
export const PageFieldsSchema = PageDocumentSchema.pick({ title: true, layout: true, seo: true });
/** A layout has only its title of its own: visitors never see it as a page. */
const LayoutFieldsSchema = PageDocumentSchema.pick({ title: true });

const fieldsSchemaOf = (kind: DocumentKindName) =>
  kind === 'page' ? PageFieldsSchema : LayoutFieldsSchema;

export function pageFieldErrors(
  doc: DraftDocument,
  server: Record<string, string>,
  kind: DocumentKindName = 'page',
) {
  const local = fieldsSchemaOf(kind).safeParse(doc);
  const fromServer = Object.fromEntries(
    Object.entries(server)
      .filter(([k]) => k.startsWith('document.') && !k.startsWith('document.sections'))
      .map(([k, v]) => [k.slice('document.'.length), v]),
  );
  return { ...fromServer, ...(local.success ? {} : errorsOf(local.error)) };
}

export function PageFields({
  doc,
  kind = 'page',
  errors,
  onChange,
}: {
  doc: DraftDocument;
  kind?: DocumentKindName;
  errors: Record<string, string>;
  onChange: (doc: DraftDocument) => void;
}) {
  const ctx = useMemo(() => ({ idPrefix: 'page', errors }), [errors]);
  const fields =
    kind === 'page' ? { title: doc.title, layout: doc.layout, seo: doc.seo } : { title: doc.title };
  return (
    <section aria-labelledby="page-fields-heading" className="space-y-3">
      <h2 id="page-fields-heading" className="text-lg font-semibold text-slate-900">
        {kind === 'page' ? 'Page' : 'Layout'}
      </h2>
      <FormContext value={ctx}>
        <ObjectFields
          schema={jsonSchemaOf(fieldsSchemaOf(kind))}
          value={fields}
          onChange={(v) => onChange({ ...doc, ...(v as Partial<DraftDocument>) })}
          path={[]}
        />
      </FormContext>
    </section>
  );
}
