/**
 * A label and its value on one line, the value on the right (a card's "Property type  Flat /
 * maisonette", a lot's key facts). Where the value would get less than 8rem beside its label (large
 * text on a phone) it goes below the label instead: the row could not shrink below both, and every
 * card in a list stuck out of the screen.
 */
export const FACT_ROW = 'flex flex-wrap justify-between';
export const FACT_VALUE = 'grow basis-32 text-right';
