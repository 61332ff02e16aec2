import type { PayOutcome } from '../domain/payment';
import type { WxJsapiPayParams } from './api/payment';
import { settleWithin } from './wxBridge';

/** WeChat JSAPI pay, apart from the JS-SDK bridge: only paying loads it, not sharing or signing in. */
interface WeixinJSBridge {
  invoke(name: string, params: object, callback: (result: { err_msg?: string }) => void): void;
}

const jsBridge = () => (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
const NOT_READY = '微信支付组件未就绪，请在微信中重新打开页面';

function whenJsBridgeReady(): Promise<WeixinJSBridge> {
  const found = jsBridge();
  if (found) return Promise.resolve(found);
  return settleWithin<WeixinJSBridge>(5000, (resolve, reject) =>
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        const bridge = jsBridge();
        if (bridge) resolve(bridge);
        else reject(new Error(NOT_READY));
      },
      { once: true },
    ),
  ).catch(() => Promise.reject(new Error(NOT_READY)));
}

/** WeChat JSAPI pay: the answer is only a hint, the caller queries the order afterwards. */
export async function payWithWeixinBridge(params: WxJsapiPayParams): Promise<PayOutcome> {
  const weixin = await whenJsBridgeReady();
  return new Promise((resolve) => {
    weixin.invoke('getBrandWCPayRequest', params, ({ err_msg = '' }) => {
      if (err_msg.endsWith(':ok')) resolve('ok');
      else if (err_msg.endsWith(':cancel')) resolve('cancel');
      else resolve('fail');
    });
  });
}
