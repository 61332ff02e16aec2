import type { PingppCharge, WxJsapiPayParams } from './api/payment';

/** How this browser pays (issue 6): WeChat-like → WXPAY via the JS bridge, desktop → /pc-pay, other phones → Alipay via Ping++. */
export type PayChannel = 'WXPAY' | 'ALIPAY' | 'PC';
export type PayOutcome = 'ok' | 'cancel' | 'fail' | 'redirect';

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

const PENDING_KEY = 'wap-pending-order';

/** Order ids are big integers kept as digit strings; anything else in a URL is garbage. */
export const isOrderId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,30}$/.test(value);

export interface PendingOrder {
  orderId: string;
  isGift: boolean;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The order being paid, kept across an external payment page or a reload (DESIGN §4): only its id
 * and whether it is a gift. Anything unreadable counts as none.
 */
export function createPendingOrderStore(storage: () => KeyValueStorage = () => window.localStorage) {
  return {
    save(order: PendingOrder) {
      try {
        storage().setItem(PENDING_KEY, JSON.stringify(order));
      } catch {
        // Blocked storage: a reload then cannot resume, and the order page still has the order.
      }
    },
    read(): PendingOrder | undefined {
      try {
        const value = JSON.parse(storage().getItem(PENDING_KEY) ?? 'null') as Partial<PendingOrder> | null;
        return value && isOrderId(value.orderId)
          ? { orderId: value.orderId, isGift: value.isGift === true }
          : undefined;
      } catch {
        return undefined;
      }
    },
    clear() {
      try {
        storage().removeItem(PENDING_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

interface WeixinBridge {
  invoke(name: string, params: object, callback: (result: { err_msg?: string }) => void): void;
}

const bridge = () => (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;

function whenBridgeReady(): Promise<WeixinBridge> {
  const ready = bridge();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('微信支付组件未就绪，请在微信中重新打开页面')), 5000);
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer);
        const found = bridge();
        if (found) resolve(found);
        else reject(new Error('微信支付组件未就绪，请在微信中重新打开页面'));
      },
      { once: true },
    );
  });
}

/** WeChat JSAPI pay: the answer is only a hint, the caller queries the order afterwards. */
export async function payWithWeixinBridge(params: WxJsapiPayParams): Promise<PayOutcome> {
  const weixin = await whenBridgeReady();
  return new Promise((resolve) => {
    weixin.invoke('getBrandWCPayRequest', params, ({ err_msg = '' }) => {
      if (err_msg.endsWith(':ok')) resolve('ok');
      else if (err_msg.endsWith(':cancel')) resolve('cancel');
      else resolve('fail');
    });
  });
}

/** Ping++: a wap charge sends the browser to the cashier at once; only a few channels answer in the callback. */
export async function payWithPingpp(charge: PingppCharge): Promise<PayOutcome> {
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
