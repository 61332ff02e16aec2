import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../ui/theme/theme';
import { demoStore } from './browserStore';
import { confirmCharge, productOf } from './handlers/settle';
import { jsApiSignature } from './handlers/wechat';
import { CashierCard } from './pages/CashierCard';
import { toBase64 } from './png';

type BridgeCallback = (result: { err_msg: string } & Record<string, unknown>) => void;

export const SHARE_CARD_KEY = 'demo-share-card';

/** Shows the WeChat-like pay sheet over the page and settles with the user's choice. */
function paySheet(chargeId: string, done: BridgeCallback) {
  const order = demoStore.read().orders.find((o) => o.charge_id === chargeId);
  if (!order) return done({ err_msg: 'get_brand_wcpay_request:fail' });
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = (result: string) => {
    root.unmount();
    host.remove();
    done({ err_msg: `get_brand_wcpay_request:${result}` });
  };
  root.render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <div
        role="dialog"
        aria-label="微信支付"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 2000,
          background: 'rgba(0,0,0,.45)',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          padding: 12,
        }}
      >
        <CashierCard
          merchant="花卡记忆"
          subject={productOf(order).name}
          amount={(order.amount / 100).toFixed(2)}
          channelName="微信支付"
          onConfirm={() => {
            demoStore.change((state) => confirmCharge(state, chargeId, demoStore.now()));
            close('ok');
          }}
          onCancel={() => close('cancel')}
        />
      </div>
    </MantineProvider>,
  );
}

/**
 * The JS-SDK's config as the real app checks it: the signature must be of the landing URL on iOS and of the
 * current URL on Android (notes "WeChat and QQ sign-in"), or wx.error gets "invalid signature".
 */
async function signatureHolds(params: Record<string, unknown>, landingUrl: string): Promise<boolean> {
  const url = (/iPhone|iPad|iPod/i.test(navigator.userAgent) ? landingUrl : window.location.href).split('#', 1)[0]!;
  const expected = await jsApiSignature(url, String(params.verifyNonceStr), String(params.verifyTimestamp));
  return params.verifySignature === expected;
}

/** The demo's image chooser: the device's file picker, each image kept under a local id as the app keeps it. */
const chosenImages = new Map<string, File>();
function chooseImages(count: number): Promise<string[]> {
  return new Promise((resolve) => {
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      accept: 'image/*',
      multiple: count > 1,
    });
    input.addEventListener('change', () => {
      const ids = [...(input.files ?? [])].slice(0, count).map((file, i) => {
        const id = `wxLocalResource://demo${Date.now()}${i}`;
        chosenImages.set(id, file);
        return id;
      });
      resolve(ids);
    });
    input.addEventListener('cancel', () => resolve([]));
    input.click();
  });
}

/** An image's bytes as the Android app answers getLocalImgData: base64 without a data URL's prefix. */
async function localImageData(localId: string): Promise<string | null> {
  const file = chosenImages.get(localId);
  if (!file) return null;
  return toBase64(new Uint8Array(await file.arrayBuffer()));
}

/**
 * A WeixinJSBridge stand-in for the WeChat-like browser of the demo: it answers getBrandWCPayRequest with a pay
 * sheet, checks the JS-SDK's config signature, and answers the JS-SDK's calls (such as a share card) with ok
 * only under a config that held, as the real app does.
 */
export function installWeixinBridge(landingUrl: string): void {
  let verified = false;
  const answer = (callback: BridgeCallback, err_msg: string) => setTimeout(() => callback({ err_msg }));
  const bridge = {
    invoke(name: string, params: Record<string, unknown>, callback: BridgeCallback = () => {}) {
      if (name === 'getBrandWCPayRequest') paySheet(String(params.package ?? '').replace('prepay_id=', ''), callback);
      else if (name === 'preVerifyJSAPI')
        void signatureHolds(params, landingUrl).then((holds) => {
          verified = holds;
          answer(callback, `preVerifyJSAPI:${holds ? 'ok' : 'invalid signature'}`);
        });
      else if (!verified) answer(callback, `${name}:permission denied`);
      else if (name === 'chooseImage')
        void chooseImages(Number(params.count) || 9).then((ids) =>
          callback(
            ids.length
              ? { err_msg: 'chooseImage:ok', localIds: JSON.stringify(ids) }
              : { err_msg: 'chooseImage:cancel' },
          ),
        );
      else if (name === 'getLocalImgData')
        void localImageData(String(params.localId)).then((data) =>
          callback(data ? { err_msg: 'getLocalImgData:ok', localData: data } : { err_msg: 'getLocalImgData:fail' }),
        );
      else {
        // The card the menu would send, kept where a tester can read it.
        if (name === 'updateAppMessageShareData') sessionStorage.setItem(SHARE_CARD_KEY, JSON.stringify(params));
        answer(callback, `${name}:ok`);
      }
    },
    call(name: string, callback: BridgeCallback = () => {}) {
      setTimeout(() => callback({ err_msg: `${name}:ok` }));
    },
    on() {},
  };
  Object.assign(window, { WeixinJSBridge: bridge });
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
}
