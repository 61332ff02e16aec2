import * as v from 'valibot';

/** Spec §5: amounts are integer cents, shown divided by 100 with 2 decimals. */
export type Cents = number;

export const centsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
