import { Box } from '@mantine/core';
import { useState } from 'react';
import { StatusView } from '../../ui/shell/StatusView';
import { demoStore } from '../browserStore';
import { confirmCharge } from '../handlers/settle';
import { CashierCard } from './CashierCard';
import { sameOriginUrl } from './sameOrigin';

/** /__demo/cashier: where a Ping++/Alipay charge sends the browser in the demo build. */
export default function CashierPage() {
  const query = new URLSearchParams(window.location.search);
  const chargeId = query.get('charge_id') ?? '';
  const success = sameOriginUrl(query.get('return_url'));
  const cancel = sameOriginUrl(query.get('cancel_url')) ?? success;
  const [busy, setBusy] = useState(false);

  if (!chargeId || !success || !cancel) {
    return (
      <StatusView
        mark="!"
        title="支付链接无效"
        description="缺少支付单号或返回地址，请回到应用重新发起支付。"
        actions={[{ label: '返回首页', primary: true, onClick: () => window.location.replace('/') }]}
      />
    );
  }
  return (
    <Box
      p="md"
      pt={48}
      style={{
        display: 'flex',
        justifyContent: 'center',
        minHeight: '100dvh',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <CashierCard
        merchant="花卡记忆"
        subject={query.get('subject') ?? ''}
        amount={query.get('total_fee') ?? '0.00'}
        channelName="支付宝"
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          demoStore.change((state) => confirmCharge(state, chargeId, demoStore.now()));
          window.location.replace(success.href);
        }}
        onCancel={() => window.location.replace(cancel.href)}
      />
    </Box>
  );
}
