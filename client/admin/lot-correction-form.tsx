import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LOT_CORRECTION_FIELDS, LotCorrectionSchema } from '#schema/lot-feed';
import { LOT_STATUSES } from '#schema/lot-vocabulary';
import { AdminApiError, errorMessage } from './api';
import { Button, FieldShell, Notice, inputClass } from './ui';
import { errorsOf } from './validation';
import { isWholeLondonDay, londonInputValue } from '#schema/london-time';

export const CORRECTION_FIELDS = LOT_CORRECTION_FIELDS;
export type CorrectionValues = Record<(typeof CORRECTION_FIELDS)[number], string>;

const LABELS: Record<keyof CorrectionValues, [string, string?]> = {
  guide_min: ['Guide price from (£)', 'Whole pounds: 250000 or £250,000'],
  guide_max: ['Guide price to (£)', 'Empty for a single figure'],
  status: ['Status'],
  sold_price: ['Sold price (£)', 'Only with the status Sold'],
  auction_date: ['Auction date', 'London time (GMT or BST)'],
  auction_end_date: ['Auction end date', 'London time; Modern and timed auctions, may be empty'],
  legal_pack_url: ['Legal pack address', 'https://…'],
};

const DATE_FIELDS = new Set<keyof CorrectionValues>(['auction_date', 'auction_end_date']);

/**
 * A date the house gave as a day alone is kept as its last minute, and the date-and-time input
 * can only show it as 23:59: the hint says so, or an editor reads a sale at one minute to midnight.
 */
const WHOLE_DAY_HINT =
  'London time; the house gave the day alone, so it shows as 23:59 (open all day)';

const hintOf = (name: keyof CorrectionValues, initial: CorrectionValues, edited: boolean) =>
  DATE_FIELDS.has(name) && !edited && initial[name] && isWholeLondonDay(initial[name])
    ? WHOLE_DAY_HINT
    : LABELS[name][1];

/** The form's values: the dates as London wall-clock times (`datetime-local`), the rest as they are. */
const shownValues = (initial: CorrectionValues): CorrectionValues =>
  Object.fromEntries(
    CORRECTION_FIELDS.map((f) => [
      f,
      DATE_FIELDS.has(f) && initial[f] ? londonInputValue(new Date(initial[f])) : initial[f],
    ]),
  ) as CorrectionValues;

/** The fields the editor changed: those typed to something other than what the form showed. */
const changedFields = (edits: Partial<CorrectionValues>, shown: CorrectionValues) =>
  CORRECTION_FIELDS.filter((f) => edits[f] !== undefined && edits[f] !== shown[f]);

/**
 * The lot as corrected, checked before sending: the fields changed as typed, the others as stored
 * (a date left as shown keeps a whole day, or seconds the minute-long input cannot show).
 */
const correctedValues = (
  edits: Partial<CorrectionValues>,
  initial: CorrectionValues,
  changed: readonly (keyof CorrectionValues)[],
) =>
  Object.fromEntries(
    CORRECTION_FIELDS.map((f) => [f, changed.includes(f) ? edits[f]! : initial[f]]),
  ) as CorrectionValues;

/**
 * The editable fields of a lot, checked with the feed's own rules before sending; `readOnly` (a
 * role that may not correct lots) shows them disabled, without the save button. Dates are shown
 * and typed in London time; prices may be typed as a catalogue writes them (`£188,000`). Only the
 * fields the editor changed are sent (the API's correction is partial), so a field a colleague
 * changed meanwhile is never put back; a lot loaded again (`initial`) shows through every field
 * the editor has not touched.
 */
export function LotCorrectionForm(props: {
  initial: CorrectionValues;
  onSubmit: (values: Partial<CorrectionValues>) => Promise<void>;
  readOnly?: boolean;
}) {
  const shown = shownValues(props.initial);
  const [edits, setEdits] = useState<Partial<CorrectionValues>>({});
  const values: CorrectionValues = { ...shown, ...edits };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const changed = changedFields(edits, shown);
    const corrected = correctedValues(edits, props.initial, changed);
    const parsed = LotCorrectionSchema.safeParse(corrected);
    if (!parsed.success) return setErrors(errorsOf(parsed.error));
    try {
      await props.onSubmit(Object.fromEntries(changed.map((f) => [f, corrected[f]])));
      setErrors({});
    } catch (err) {
      if (err instanceof AdminApiError && Object.keys(err.errors).length) setErrors(err.errors);
      else setFailure(errorMessage(err));
    }
  };
  const set = (name: keyof CorrectionValues, v: string) => setEdits((x) => ({ ...x, [name]: v }));

  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {failure ? (
        <div className="sm:col-span-2">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      {CORRECTION_FIELDS.map((name) => {
        const [label] = LABELS[name];
        const hint = hintOf(name, props.initial, edits[name] !== undefined);
        return (
          <FieldShell key={name} id={`lot-${name}`} label={label} hint={hint} error={errors[name]}>
            {(aria) =>
              name === 'status' ? (
                <select
                  {...aria}
                  disabled={props.readOnly}
                  value={values.status}
                  onChange={(e) => set('status', e.target.value)}
                  className={inputClass(errors.status)}
                >
                  <option value="">Not given (available until the auction)</option>
                  {LOT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...aria}
                  disabled={props.readOnly}
                  type={DATE_FIELDS.has(name) ? 'datetime-local' : 'text'}
                  inputMode={/price|guide/.test(name) ? 'numeric' : undefined}
                  value={values[name]}
                  onChange={(e) => set(name, e.target.value)}
                  className={inputClass(errors[name])}
                />
              )
            }
          </FieldShell>
        );
      })}
      {props.readOnly ? null : (
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary">
            Save correction
          </Button>
          <p className="mt-2 text-sm text-slate-600">
            A correction is live at once, and the house&rsquo;s next feed keeps it until the house
            changes that field itself.
          </p>
        </div>
      )}
    </form>
  );
}
