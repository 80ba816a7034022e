import type { LotRecord } from '#schema/entities';
import { DASH } from '#shared/format/format';
import type { InformationDetail } from './schema';
import { FACT_LABELS } from './fact-labels';
import { FACTS } from './facts';
import { FACT_ROW, FACT_VALUE } from '#client/components/fact-row';
import { DetailShell } from '../detail-shell';

export function Information({
  heading,
  collapsed,
  facts,
  hide_empty,
  data: lot,
}: InformationDetail & { data?: LotRecord }) {
  if (!lot) return null;
  const rows = facts
    .map(({ field, label }) => {
      const fact = FACTS[field](lot);
      return { field, label: label || fact.label || FACT_LABELS[field], value: fact.value };
    })
    .filter((r) => !hide_empty || r.value !== null);
  if (rows.length === 0) return null;
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <dl className="grid gap-x-6 rounded-2xl border border-slate-200 bg-white px-4 text-sm sm:grid-cols-2">
        {rows.map((r) => (
          <div
            key={r.field}
            className={`${FACT_ROW} gap-x-3 border-b border-slate-100 py-2.5 last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0`}
          >
            <dt className="text-slate-500">{r.label}</dt>
            <dd className={`${FACT_VALUE} font-medium text-slate-900`}>{r.value ?? DASH}</dd>
          </div>
        ))}
      </dl>
    </DetailShell>
  );
}
