import * as v from 'valibot';

/** An API answer that does not have the shape the product relies on. */
export class DecodeError extends Error {
  override name = 'DecodeError';
  /** Where the first mismatch is, e.g. `skus.0.sale_price`. */
  readonly path: string;

  constructor(what: string, path: string) {
    super(`服务器返回的${what}数据有误，请稍后重试`);
    this.path = path;
  }
}

/** A decoder from API JSON to a domain type: the value as the schema outputs it, or a DecodeError. */
export function decoder<TSchema extends v.GenericSchema>(schema: TSchema, what: string) {
  return (json: unknown): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, json);
    if (result.success) return result.output;
    throw new DecodeError(what, v.getDotPath(result.issues[0]) ?? '');
  };
}

/** Spec §3: ids beyond 2^53 arrive as digit strings from the lossless parser; both forms are read as a string. */
export const idSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((id) => String(id)),
  v.regex(/^\w{1,64}$/),
);

/** Optional text the backend may send as null. */
export const textSchema = v.optional(v.nullable(v.string()), null);

/** The fields of a paged list answer: one page of items, the total, and whether more follow. */
export const pageFields = <T extends v.GenericSchema>(item: T) => ({
  items: v.array(item),
  total: v.number(),
  page_number: v.number(),
  has_more: v.boolean(),
});
