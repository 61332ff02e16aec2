/** What the machines share: defaults for the effects a route provides with `.provide()`, and their params. */

const notProvidedError = (machine: string, name: string) => new Error(`${machine}: 未提供 "${name}" 副作用`);

/** Invoked actors that fail loudly until they are provided: `const notProvided = notProvidedIn('payment')`. */
export const notProvidedIn = (machine: string) => (name: string) => () =>
  Promise.reject(notProvidedError(machine, name));

/** A production build (Vite's flag); the headless driver runs without Vite's env, as a development build. */
const PRODUCTION_BUILD = import.meta.env?.PROD === true;

const requiredActions = new WeakSet<object>();

/**
 * Defaults of the actions whose real effect the route provides (`const required = requiredActionIn('invite')`), loud
 * until provided, as a missing actor is. In development and tests the action throws: the actor stops in error, the
 * message naming the machine and the action. In a production build the throw goes to the global error handler (the
 * error reporter) instead, and the flow goes on: a stopped actor would freeze the learner's screen.
 */
export const requiredActionIn =
  (machine: string) =>
  <TParams = void>(name: string): ((args: unknown, params: TParams) => void) => {
    const action = () => {
      const error = notProvidedError(machine, name);
      if (!PRODUCTION_BUILD) throw error;
      setTimeout(() => {
        throw error;
      });
    };
    requiredActions.add(action);
    return action;
  };

/** Whether an action implementation is still a `requiredActionIn` default, i.e. no one provided the real effect. */
export const isRequiredAction = (action: unknown): boolean =>
  typeof action === 'function' && requiredActions.has(action);

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
