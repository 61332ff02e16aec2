/** Params of the `notify` action: the route connects it to the toast service. */
export interface NotifyParams {
  message: string;
}

/** Emitted by the sign-in machines when the backend hands out a token (the raw server token, without 'Bearer '). */
export interface LoginSuccessEvent {
  type: 'login.success';
  token: string;
}
