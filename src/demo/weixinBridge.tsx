import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../ui/theme/theme';
import { demoStore } from './browserStore';
import { confirmCharge, productOf } from './handlers/settle';
import { CashierCard } from './pages/CashierCard';

type BridgeCallback = (result: { err_msg: string }) => void;

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
 * A WeixinJSBridge stand-in for the WeChat-like browser of the demo: it answers
 * getBrandWCPayRequest with a pay sheet, and any other call (such as the JS-SDK's config) with ok.
 */
export function installWeixinBridge(): void {
  const bridge = {
    invoke(name: string, params: Record<string, unknown>, callback: BridgeCallback = () => {}) {
      if (name === 'getBrandWCPayRequest') paySheet(String(params.package ?? '').replace('prepay_id=', ''), callback);
      else setTimeout(() => callback({ err_msg: `${name}:ok` }));
    },
    call(name: string, callback: BridgeCallback = () => {}) {
      setTimeout(() => callback({ err_msg: `${name}:ok` }));
    },
    on() {},
  };
  Object.assign(window, { WeixinJSBridge: bridge });
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
}
