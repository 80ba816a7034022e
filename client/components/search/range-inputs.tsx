/**
 * A pair of inputs (from and to) under one legend: guide or sold price in whole pounds, or a
 * date range (auction date, sale date).
 */
export function RangeInputs({
  kind,
  legend,
  names,
  labels,
  values,
  legendClassName,
  inputClassName,
  className,
}: {
  kind: 'money' | 'date';
  legend: string;
  names: [from: string, to: string];
  /** Accessible names of the two inputs. */
  labels: [from: string, to: string];
  values: [from: number | string | undefined, to: number | string | undefined];
  legendClassName: string;
  inputClassName: string;
  className?: string;
}) {
  const money = kind === 'money';
  return (
    <fieldset className={`min-w-0 ${className ?? ''}`}>
      <legend className={legendClassName}>{legend}</legend>
      {/* Dates one below the other where two side by side would cut the year (each needs 9.25em). */}
      <div className={`mt-1 flex gap-2 ${money ? '' : 'flex-wrap'}`}>
        {([0, 1] as const).map((i) => (
          <input
            key={names[i]}
            aria-label={labels[i]}
            name={names[i]}
            type={money ? 'number' : 'date'}
            {...(money
              ? // Whole pounds: a step of 1,000 refused £152,500 in the browser (decision 152).
                { min: 0, step: 1, inputMode: 'numeric', placeholder: i === 0 ? 'Min' : 'Max' }
              : {})}
            defaultValue={values[i]}
            className={`min-w-0 ${money ? '' : 'grow basis-[9.25em]'} ${inputClassName}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
