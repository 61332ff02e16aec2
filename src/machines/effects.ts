/** Defaults for the effects a route provides with `.provide()`; tests give fakes the same way. */

/** An invoked actor that fails loudly until it is provided. */
export const notProvided = (machine: string, name: string) => () =>
  Promise.reject(new Error(`${machine}: provide the "${name}" actor`));

/** Harmless default of an action whose real effect the route provides. */
export const providedByRoute =
  <TParams>(): ((args: unknown, params: TParams) => void) =>
  () => {};
