/** What the machines share: defaults for the effects a route provides with `.provide()`, and their params. */

/** Invoked actors that fail loudly until they are provided: `const notProvided = notProvidedIn('payment')`. */
export const notProvidedIn = (machine: string) => (name: string) => () =>
  Promise.reject(new Error(`${machine}: provide the "${name}" actor`));

/** Harmless default of an action whose real effect the route provides. */
export const providedByRoute =
  <TParams>(): ((args: unknown, params: TParams) => void) =>
  () => {};

/** What the screen shows for a failed effect: its own message, else the fallback. */
export const errorMessage = (error: unknown, fallback = '请稍后重试') =>
  (error instanceof Error && error.message) || fallback;

/** Params of the `notify` action: the route connects it to the toast service. */
export interface NotifyParams {
  message: string;
}

export interface OrderIdParams {
  orderId: string;
}

/** Emitted by the sign-in machines when the backend hands out a token (the raw server token, without 'Bearer '). */
export interface LoginSuccessEvent {
  type: 'login.success';
  token: string;
}
