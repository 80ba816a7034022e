import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { RangeInputs } from './range-inputs';

describe('a price range', () => {
  it('takes any whole number of pounds: a step of 1,000 refused £152,500 in the browser', () => {
    const html = renderToStaticMarkup(
      <RangeInputs
        kind="money"
        legend="Price"
        names={['min_price', 'max_price']}
        labels={['Min price', 'Max price']}
        values={[152_500, undefined]}
        legendClassName=""
        inputClassName=""
      />,
    );
    expect(html).toContain('value="152500"');
    // Valid in the browser: a value is valid when (value − min) is a whole number of steps.
    const step = Number(/step="(\d+)"/.exec(html)?.[1]);
    expect(152_500 % step).toBe(0);
    expect(152_499 % step).toBe(0);
  });
});
