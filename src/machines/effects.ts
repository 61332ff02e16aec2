/** What the machines share: defaults for the effects a route provides with `.provide()`, and their params. */

/** Invoked actors that fail loudly until they are provided: `const notProvided = notProvidedIn('payment')`. */
export const notProvidedIn = (machine: string) => (name: string) => () =>
  Promise.reject(new Error(`${machine}: 未提供 "${name}" 副作用`));

/** Harmless default of an action whose real effect the route provides. */
export const providedByRoute =
  <TParams>(): ((args: unknown, params: TParams) => void) =>
  () => {};

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * What the screen shows for a failed effect: its own message when it is written for the learner (zh-CN), else the
 * fallback; a client message such as 'Request failed with status code 500' never becomes the main text.
 */
export const errorMessage = (error: unknown, fallback = '请稍后重试') =>
  error instanceof Error && HAS_CHINESE.test(error.message) ? error.message : fallback;

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
