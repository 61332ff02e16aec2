/** One value of a request's query; absent values are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;
