import { useState } from 'react';
import { Link } from 'react-router';
import { AdminApiError, adminFetch } from './api';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Notice, inputClass } from './ui';
import { CORRECTION_FIELDS, LotCorrectionForm, type CorrectionValues } from './lot-correction-form';
import { useCannot } from './use-role';
import { closingWhen } from '#shared/format/sale-phase';
import { describeLotChange } from '#shared/format/describe-lot-change';
import { formatLondon } from '#schema/london-time';

interface LotHit {
  id: number | string;
  title: string;
  address: string | null;
  postcode: string | null;
  lot_number: string | null;
  house: string;
  state: string;
  closes_at: string | null;
}

type EditableLot = Record<(typeof CORRECTION_FIELDS)[number], string | number | null> & {
  id: number;
  title: string;
  address: string | null;
  postcode: string | null;
  lot_number: string | null;
  /** What the form loaded (`lotVersion`): sent back as `base` with a correction. */
  version: string;
};

interface LotEventRow {
  id: number;
  at: string;
  kind: string;
  before: unknown;
  after: unknown;
  source: string;
  actor: string | null;
  /** Who made it: an editor's e-mail, "feed import 42", "demo data". */
  by: string;
}

/** `/admin/lots`: find a lot by its id or part of its address or title. */
export function LotsScreen() {
  const [q, setQ] = useState('');
  const query = q.trim();
  const { data, error } = useAdminData<{ lots: LotHit[]; total: number }>(
    query ? `/lots?q=${encodeURIComponent(query)}` : null,
  );
  return (
    <div>
      <AdminHeading title="Lots" />
      <label htmlFor="lot-search" className="block text-sm font-medium text-slate-800">
        Find a lot by id, address or title
      </label>
      <input
        id="lot-search"
        type="search"
        maxLength={100}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className={`${inputClass()} max-w-xl`}
      />
      {query && error ? <Notice tone="error">{error}</Notice> : null}
      {query && data?.lots.length === 0 ? (
        <p className="mt-4 text-slate-600">No lot matches.</p>
      ) : null}
      {query && data && data.total > data.lots.length ? (
        <p className="mt-4 text-sm text-slate-600" role="status">
          {data.total.toLocaleString('en-GB')} lots match; these are the {data.lots.length} closing
          nearest to today. Add words or use the lot’s id to narrow it.
        </p>
      ) : null}
      {query && data?.lots.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {data.lots.map((l) => (
            <li key={l.id} className="p-3 text-sm">
              <Link to={`/admin/lots/${l.id}`} className="font-semibold text-brand-700 underline">
                {l.title}
              </Link>
              <p className="text-slate-600">
                #{l.id} · lot {l.lot_number ?? '—'} · {l.address} {l.postcode} · {l.house} ·{' '}
                {l.state}
                {l.closes_at ? ` · closes ${closingWhen(l.closes_at)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const asText = (v: string | number | null) => (v === null ? '' : String(v));

/** `/admin/lots/:id`: correct a lot's guide, status, dates, legal pack or result; see its events. */
export function LotEditor({ id }: { id: string }) {
  const { data, error, reload } = useAdminData<{ lot: EditableLot; events: LotEventRow[] }>(
    `/lots/${id}`,
  );
  const [notice, setNotice] = useState<string | null>(null);
  /**
   * The version the form's values came from, kept while a refused save reloads the lot: the form
   * keeps what the editor typed and its message, and the next save is from the lot as it is now.
   */
  const [kept, setKept] = useState<{ key: string; until?: string } | null>(null);
  const version = data?.lot.version;
  // Saved after a refusal: the form is drawn afresh once the lot as saved (`until`) has loaded.
  if (kept?.until !== undefined && kept.until === version) setKept(null);
  const formKey = kept && kept.until !== version ? kept.key : version;
  // A correction is live at once, so it needs `publish`: a contributor reads the lot, unchanged.
  const cannot = useCannot('publish');
  const save = async (values: Partial<CorrectionValues>) => {
    if (!data) return;
    let out: { changes: { kind: string }[]; lot: { version: string } | null };
    try {
      out = await adminFetch(`/lots/${id}`, {
        method: 'PUT',
        body: { ...values, base: data.lot.version },
      });
    } catch (err) {
      // Changed by someone else since it was loaded: show its changes, keep the form as typed.
      if (err instanceof AdminApiError && err.status === 409) {
        setNotice(null);
        setKept({ key: formKey ?? '' });
        reload();
      }
      throw err;
    }
    setKept((k) => (k ? { key: k.key, until: out.lot?.version ?? '' } : null));
    setNotice(
      out.changes.length
        ? `Saved: ${out.changes.map((c) => c.kind.replace(/_/g, ' ')).join(', ')}.`
        : 'Nothing changed.',
    );
    reload();
  };
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!data) return <p className="text-slate-600">Loading…</p>;
  const { lot, events } = data;
  const initial = Object.fromEntries(
    CORRECTION_FIELDS.map((f) => [f, asText(lot[f])]),
  ) as CorrectionValues;
  return (
    <div>
      <AdminHeading title={`Lot ${lot.lot_number ?? ''}: ${lot.title}`}>
        <Link to={`/listings/${lot.id}`} className="text-sm font-semibold text-brand-700 underline">
          View the lot page
        </Link>
      </AdminHeading>
      <p className="mb-4 text-sm text-slate-600">
        #{lot.id} · {lot.address} {lot.postcode}
      </p>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {cannot ? (
        <div className="mb-4">
          <Notice tone="info">You can read this lot. Correcting it: {cannot}.</Notice>
        </div>
      ) : null}
      <LotCorrectionForm
        key={formKey}
        initial={initial}
        onSubmit={save}
        readOnly={cannot !== null}
      />
      <h2 className="mt-8 mb-2 text-lg font-semibold text-slate-900">Changes</h2>
      {events.length === 0 ? <p className="text-sm text-slate-600">No changes recorded.</p> : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
        {events.map((e) => (
          <li key={e.id} className="p-2">
            <span className="font-medium text-slate-900">
              {describeLotChange(e.kind, e.before, e.after)}
            </span>
            <span className="block text-slate-600">
              {formatLondon(e.at)} · {e.by}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
