/**
 * The decoder `name` of the module `load` brings, loaded by the first call that needs it: the types of screens that
 * only some users open (a creator's packages) stay out of the catalogue's chunk, which every page's sign-in layer
 * loads. For `Endpoint.decodes`.
 */
export const decoderIn =
  <M extends Record<K, (json: unknown) => unknown>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async (json: unknown): Promise<ReturnType<M[K]>> =>
    (await load())[name](json) as ReturnType<M[K]>;
