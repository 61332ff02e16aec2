import type { PayChannel, PayOutcome } from '../domain/payment';
import type { PaymentResponse, PayOrderBody, PingppCharge } from './api/payment';
import { outboundUrl, PAY_LINK_INVALID_TEXT } from './outboundUrl';
import { payWithWeixinBridge } from './wxPay';

export interface ChannelFacts {
  isWx: boolean;
  /** WXPAY needs the openID from silent authorization. */
  openID: string;
  isDesktop: boolean;
}

export interface ChannelChoice {
  channel: PayChannel;
  /** Alipay inside the WeChat-like browser cannot work: the page must say 在浏览器中打开. */
  alipayBlocked: boolean;
}

export function choosePayChannel({ isWx, openID, isDesktop }: ChannelFacts): ChannelChoice {
  if (isWx) return openID ? { channel: 'WXPAY', alipayBlocked: false } : { channel: 'ALIPAY', alipayBlocked: true };
  return { channel: isDesktop ? 'PC' : 'ALIPAY', alipayBlocked: false };
}

/** A desktop: a wide screen without a touch-first phone user agent. */
export function isDesktopBrowser(width: number, userAgent: string): boolean {
  return width > 500 && !/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** Ping++: a wap charge sends the browser to the cashier at once; only a few channels answer in the callback. */
export async function payWithPingpp(charge: PingppCharge): Promise<PayOutcome> {
  // The cashier the charge sends the browser to is checked like every link from the backend.
  const cashiers = Object.values(charge.credential ?? {}).map((c) => (c as { channel_url?: unknown })?.channel_url);
  if (cashiers.some((url) => url !== undefined && outboundUrl(url) === null)) throw new Error(PAY_LINK_INVALID_TEXT);
  const { default: pingpp } = await import('pingpp-js');
  return new Promise((resolve, reject) => {
    try {
      pingpp.createPayment(charge, (result) =>
        resolve(result === 'success' ? 'ok' : result === 'cancel' ? 'cancel' : 'fail'),
      );
    } catch (error) {
      reject(new Error('支付组件出错，请稍后重试', { cause: error }));
      return;
    }
    // No answer during the call: the page is on its way to the cashier.
    queueMicrotask(() => resolve('redirect'));
  });
}

/** Where Ping++'s cashier returns (h5-flows "Ping++"): /go/pingppCallback on this origin, with the order id. */
export const cashierReturnUrl = (origin: string, orderId: string, cancelled = false) =>
  `${origin}/go/pingppCallback?order_id=${orderId}${cancelled ? '&cancel=1' : ''}`;

export interface PayByChannelDeps {
  /** POST /payment/v1/orders/{order_id}. */
  payOrder(args: { path: { order_id: string }; body: PayOrderBody }): Promise<PaymentResponse>;
  /** The messaging-app openID, for WXPAY. */
  openID(): string;
  origin: string;
}

/** Pays an order through this browser's channel: the WeChat JS bridge, or Ping++'s cashier. */
export async function payByChannel(
  { payOrder, openID, origin }: PayByChannelDeps,
  { orderId, channel }: { orderId: string; channel: PayChannel },
): Promise<PayOutcome> {
  const path = { order_id: orderId };
  if (channel === 'WXPAY') {
    const answer = await payOrder({ path, body: { channel: 'WXPAY', open_id: openID() } });
    if (!('wx_pay' in answer)) throw new Error('支付参数异常，请重试');
    return payWithWeixinBridge(answer.wx_pay);
  }
  const success_url = cashierReturnUrl(origin, orderId);
  const cancel_url = cashierReturnUrl(origin, orderId, true);
  const answer = await payOrder({ path, body: { channel: 'PING_PP', success_url, cancel_url } });
  if (!('charge' in answer)) throw new Error('支付参数异常，请重试');
  return payWithPingpp(answer.charge);
}
