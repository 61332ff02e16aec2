import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Agreement } from '../../domain/vip';
import { toast } from '../../services/toast';
import { AUTO_RENEW_CANCELLED_TEXT, AgreementStatus } from '../../ui/vip/AgreementStatus';
import { RedeemEntry, VIP_DAYS_ADDED_TEXT } from '../../ui/vip/RedeemEntry';
import { WalletLink } from '../../ui/vip/WalletLink';
import { api } from '../api';
import { useRequest } from '../useRequest';
import { dateOf } from './dates';

/** A panel's data, loaded when it mounts and again after a change. */
function usePanelData<R>(load: () => Promise<R>) {
  const request = useRequest<void, R>(load);
  const { run } = request;
  useEffect(() => run(), [run]);
  return request;
}

/** The signed-in user's auto-renew agreements, the way to 钱包 and the redeem code; `changed` re-reads the VIP state. */
export default function AccountPanels({ changed }: { changed: () => void }) {
  const agreements = usePanelData(() => api.vip.getPeriodPayAgreementLog({ noToast: true }).then((r) => r.agreements));
  const wallet = usePanelData(() => api.user.getWallet({ noToast: true }));
  const navigate = useNavigate();
  const after = (message: string, reload: () => void) => () => {
    toast(message, { tone: 'success' });
    reload();
    changed();
  };
  const cancel = useRequest(
    (agreement_id: string) => api.vip.cancelAgreement({ body: { agreement_id }, noBadRequestToast: true }),
    after(AUTO_RENEW_CANCELLED_TEXT, () => agreements.run()),
  );
  const redeem = useRequest(
    (code: string) => api.redeem.consumeCode({ body: { code }, noBadRequestToast: true }),
    after(VIP_DAYS_ADDED_TEXT, () => {}),
  );

  const list: Agreement[] = agreements.result ?? [];
  return (
    <>
      {(agreements.busy || list.length > 0 || agreements.error) && (
        <AgreementStatus
          agreements={list.map((a) => ({
            ...a,
            next_charge_at: dateOf(a.next_charge_at) ?? null,
            cancelled_at: dateOf(a.cancelled_at) ?? null,
          }))}
          loading={agreements.busy && !agreements.result}
          error={agreements.error || cancel.error || null}
          onRetry={() => {
            cancel.reset();
            agreements.run();
          }}
          cancelling={cancel.busy}
          onCancel={(id) => cancel.run(id)}
        />
      )}
      <WalletLink balance={wallet.result?.balance ?? null} onOpen={() => void navigate('/me/wallet')} />
      <RedeemEntry busy={redeem.busy} error={redeem.error || null} onRedeem={(code) => redeem.run(code)} />
    </>
  );
}
