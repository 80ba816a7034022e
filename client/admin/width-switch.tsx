import { PREVIEW_WIDTHS, type PreviewWidth } from './preview-frame';

const DEVICE: Record<PreviewWidth, string> = { 375: 'Phone', 768: 'Tablet', 1280: 'Laptop' };

/** A segmented control (radio buttons) for the preview's width. */
export function WidthSwitch({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Preview width</legend>
      <span aria-hidden="true" className="text-sm text-slate-700">
        Width
      </span>
      <div className="inline-flex overflow-hidden rounded-lg border border-slate-300">
        {PREVIEW_WIDTHS.map((w) => (
          <label
            key={w}
            className="cursor-pointer border-l border-slate-300 px-2 py-1.5 text-xs whitespace-nowrap first:border-l-0 sm:px-3 sm:text-sm has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="preview-width"
              value={w}
              checked={value === w}
              onChange={() => onChange(w)}
              className="sr-only"
            />
            {DEVICE[w]} {w} px
          </label>
        ))}
      </div>
    </fieldset>
  );
}
