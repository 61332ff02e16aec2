import { GET, POST } from './endpoint';

export type PaymentResponse = unknown;
export type PaymentCallbackResponse = unknown;
export type PayFormResponse = unknown;

export const payment = {
  payOrder: POST('/payment/v1/orders/{order_id}').body().returns<PaymentResponse>(),
  confirmApplePayment: POST('/payment/v1/apple/callback').body().returns<PaymentCallbackResponse>(),
  confirmPingppPayment: POST('/payment/v1/pingpp/callback').body().returns<PaymentCallbackResponse>(),
  recoverAppleOrder: POST('/payment/v1/apple/order/recover').body().returns<PaymentCallbackResponse>(),
  getPayForm: GET('/payment/v1/pay_form/{auth_code}').returns<PayFormResponse>(),
};
