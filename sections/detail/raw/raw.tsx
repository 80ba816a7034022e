import type { LotRecord } from '#schema/entities';
import { DASH } from '#shared/format/format';
import type { RawDetail } from './schema';
import { fieldName, isEmpty, isScalar, scalarText, SHOWN_ELSEWHERE } from './raw-value';
import { DetailShell } from '../detail-shell';

/** A record's fields as a definition list; nested records and lists of records nest once more. */
function Fields({ record, depth }: { record: Record<string, unknown>; depth: number }) {
  return (
    <dl className={depth === 0 ? 'divide-y divide-slate-100 text-sm' : 'mt-1 space-y-1 text-sm'}>
      {Object.entries(record).map(([key, value]) => (
        <div
          key={key}
          className={
            depth === 0 ? 'grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4' : 'flex gap-2'
          }
        >
          <dt className="text-slate-500">{fieldName(key)}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            <Value name={key} value={value} depth={depth} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Value({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (isEmpty(value)) return DASH;
  if (isScalar(value)) return scalarText(name, value);
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return value.map((v) => scalarText(name, v)).join(', ');
    if (depth > 0) return `${value.length} entries`;
    return (
      <ol className="space-y-2">
        {value.map((item, i) => (
          <li key={i} className="rounded-lg bg-slate-50 px-3 py-2">
            {item && typeof item === 'object' ? (
              <Fields record={item as Record<string, unknown>} depth={depth + 1} />
            ) : (
              DASH
            )}
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object' && depth === 0)
    return <Fields record={value as Record<string, unknown>} depth={depth + 1} />;
  return DASH;
}

export function Raw({
  heading,
  collapsed,
  all_fields,
  data: lot,
}: RawDetail & { data?: LotRecord }) {
  if (!lot) return null;
  const record = Object.fromEntries(
    Object.entries(lot).filter(([key]) => all_fields || !SHOWN_ELSEWHERE.has(key)),
  );
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <Fields record={record} depth={0} />
    </DetailShell>
  );
}
