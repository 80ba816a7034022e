/** A pair of whole-pound inputs (minimum and maximum) under one legend: guide or sold price. */
export function MoneyRange({
  legend,
  names,
  labels,
  values,
  legendClassName,
  inputClassName,
  className,
}: {
  legend: string;
  names: [min: string, max: string];
  /** Accessible names of the two inputs. */
  labels: [min: string, max: string];
  values: [min: number | undefined, max: number | undefined];
  legendClassName: string;
  inputClassName: string;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="mt-1 flex gap-2">
        {([0, 1] as const).map((i) => (
          <input
            key={names[i]}
            aria-label={labels[i]}
            name={names[i]}
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            placeholder={i === 0 ? 'Min' : 'Max'}
            defaultValue={values[i]}
            className={inputClassName}
          />
        ))}
      </div>
    </fieldset>
  );
}
