import { useEffect } from 'react';
import { isOrderId } from '../../domain/order';
import { useSearchParams } from 'react-router-dom';
import type { PayFormResponse } from '../../services/api/payment';
import { outboundUrl, PAY_LINK_INVALID_TEXT } from '../../services/outboundUrl';
import { BAD_ORDER_ID_TEXT, DesktopPayView, type DesktopPayState } from '../../ui/pay/DesktopQrView';
import { api } from '../api';
import { requireLogin } from '../auth';
import { useRequest } from '../useRequest';
import { TitledScreen } from '../shell/TitledScreen';

/** The pay form of an order: a one-time auth code hands this session to the desktop cashier. */
async function payForm(orderId: string): Promise<PayFormResponse> {
  await requireLogin();
  const { auth_code } = await api.auth.getAuthCode({ noToast: true });
  return api.payment.getPayForm({ path: { auth_code }, query: { order_id: orderId }, noBadRequestToast: true });
}

/** /pc-pay?order_id=…: pay an order on the desktop; back from the cashier, /go/pingppCallback confirms it. */
export default function DesktopPay() {
  const [query] = useSearchParams();
  const orderId = query.get('order_id') ?? '';
  const valid = isOrderId(orderId);
  const form = useRequest(payForm);
  const { run } = form;
  useEffect(() => {
    if (valid) run(orderId);
  }, [valid, orderId, run]);

  const payUrl = form.result ? outboundUrl(form.result.pay_url) : null;
  const state: DesktopPayState = !valid
    ? { kind: 'failed', message: BAD_ORDER_ID_TEXT }
    : form.error
      ? { kind: 'failed', message: form.error, onRetry: () => run(orderId) }
      : form.result && payUrl
        ? { kind: 'ready', order: form.result, onPay: () => window.location.assign(payUrl) }
        : form.result
          ? { kind: 'failed', message: PAY_LINK_INVALID_TEXT, onRetry: () => run(orderId) }
          : { kind: 'loading' };
  return (
    <TitledScreen>
      <DesktopPayView state={state} />
    </TitledScreen>
  );
}
