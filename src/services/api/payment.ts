import type { PaymentChannel } from '../../domain/payment';
import { GET, POST } from './endpoint';

export interface PayOrderBody extends Record<string, unknown> {
  channel: PaymentChannel;
  /** Where an external cashier returns: /go/pingppCallback on this origin. */
  success_url?: string;
  cancel_url?: string;
  open_id?: string;
}

/** A Ping++ charge, as pingpp-js createPayment takes it. */
export interface PingppCharge {
  id: string;
  object: 'charge';
  livemode: boolean;
  app: string;
  channel: string;
  order_no: string;
  amount: number;
  credential: Record<string, unknown>;
  extra: { success_url?: string; cancel_url?: string };
}

/** The parameters of WeixinJSBridge getBrandWCPayRequest. */
export interface WxJsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

export type PaymentResponse =
  | { channel: 'WXPAY'; order_id: string; wx_pay: WxJsapiPayParams }
  | { channel: 'PING_PP' | 'ALIPAY'; order_id: string; charge: PingppCharge };
export type PaymentCallbackResponse = unknown;
/** The desktop pay form of an order: where the desktop browser goes to pay it. */
export type PayFormResponse = { order_id: string; amount: number; sku_name: string; pay_url: string };

export const payment = {
  payOrder: POST('/payment/v1/orders/{order_id}').body<PayOrderBody>(['channel']).returns<PaymentResponse>(),
  confirmApplePayment: POST('/payment/v1/apple/callback').body().returns<PaymentCallbackResponse>(),
  confirmPingppPayment: POST('/payment/v1/pingpp/callback').body().returns<PaymentCallbackResponse>(),
  recoverAppleOrder: POST('/payment/v1/apple/order/recover').body().returns<PaymentCallbackResponse>(),
  getPayForm: GET('/payment/v1/pay_form/{auth_code}')
    .query<{ order_id: string }>(['order_id'])
    .returns<PayFormResponse>(),
};
