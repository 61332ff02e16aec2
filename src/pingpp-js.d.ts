declare module 'pingpp-js' {
  /** Ping++ H5 SDK: the result is 'success', 'fail' or 'cancel' for the channels that answer in the callback. */
  const pingpp: { createPayment(charge: object, callback?: (result: string, error?: unknown) => void): void };
  export default pingpp;
}
