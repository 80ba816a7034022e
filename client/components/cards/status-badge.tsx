import { lotStatusBadge, type BadgeTone } from '#schema/lot-status';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  red: 'bg-red-100 text-red-900 ring-red-600/30',
  purple: 'bg-purple-100 text-purple-900 ring-purple-600/30',
  grey: 'bg-slate-100 text-slate-800 ring-slate-500/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  blue: 'bg-sky-100 text-sky-900 ring-sky-600/30',
};

/**
 * A lot's status badge; an available lot whose sale's bidding is open reads "Bidding open". `label`
 * says the status more exactly in the status's colour ("Sold before auction").
 */
export function StatusBadge({
  status,
  phase,
  label,
}: {
  status: string | null;
  phase?: string | null;
  label?: string | undefined;
}) {
  const badge = lotStatusBadge(status, phase);
  return (
    <span
      data-tone={badge.tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[badge.tone]}`}
    >
      {label ?? badge.label}
    </span>
  );
}
