import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isOrderId } from '../../domain/order';
import type { ConfirmMode } from '../../machines/payment.context';

/**
 * Back from the cashier: /go/pingppCallback sent the reader here with the order to confirm. It is read once and
 * dropped from the address, so a reload shows the page, not the confirmation again.
 */
export function useResumeQuery(): { orderId: string; confirm: ConfirmMode } | undefined {
  const [query, setQuery] = useSearchParams();
  const [resume] = useState(() => {
    const orderId = query.get('order_id');
    if (!isOrderId(orderId)) return undefined;
    return { orderId, confirm: query.get('cancel') === '1' ? ('once' as const) : ('patient' as const) };
  });
  useEffect(() => {
    if (query.has('order_id')) setQuery({}, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  return resume;
}
