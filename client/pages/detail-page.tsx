import { useLoaderData } from 'react-router';
import { PageHeading } from '#client/components/page-heading';
import type { PageMeta } from '#client/routes/route-table';

/** Loader data of the entity pages: head tags, heading and key facts. */
export interface DetailData {
  meta: PageMeta;
  heading: string;
  summary?: string;
  facts: Array<{ label: string; value: string }>;
}

export function DetailPage() {
  const data = useLoaderData() as DetailData;
  return (
    <article>
      <PageHeading title={data.heading}>{data.summary}</PageHeading>
      {data.facts.length > 0 ? (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.facts.map((f) => (
            <div key={f.label} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-500">{f.label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
