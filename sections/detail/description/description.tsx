import type { LotRecord } from '#schema/entities';
import type { DescriptionDetail } from './schema';
import { DetailShell } from '../detail-shell';

export function Description({
  heading,
  collapsed,
  empty_message,
  data: lot,
}: DescriptionDetail & { data?: LotRecord }) {
  const text = lot?.description?.trim();
  if (!text && !empty_message) return null;
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <p className={`whitespace-pre-line ${text ? 'text-slate-700' : 'text-slate-500'}`}>
        {text || empty_message}
      </p>
    </DetailShell>
  );
}
