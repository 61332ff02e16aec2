import { Stack, Text } from '@mantine/core';
import { isOrderId } from '../../domain/order';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Order } from '../../domain/order';
import { HttpError } from '../../services/http/errors';
import { toast } from '../../services/toast';
import { DemoGiftNote, ORDER_DETAIL_COPY, OrderDetailSkeleton, OrderDetailView } from '../../ui/order/OrderDetailView';
import { OrderProblemView, type OrderProblemKind } from '../../ui/order/OrderProblemView';
import { SignInNeeded } from '../../ui/shell/StatusView';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { order as orderArea } from '../../services/api/order';
import { apiWith } from '../callApi';
import { requireLogin } from '../auth';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { shareImage, useShare } from '../share';
import { TitledScreen } from '../shell/TitledScreen';

/** The order is read before the sign-in layer has come; the claim, after a sign-in, loads the rest of the catalogue. */
const api = apiWith({ order: orderArea });

/** The demo backend keeps its data in this browser only (README "Demo backend"). */
const DEMO_BUILD = import.meta.env.MODE !== 'production';

function problemOf(error: unknown): OrderProblemKind {
  if (error instanceof HttpError && error.status === 404) return 'not-found';
  if (error instanceof HttpError && error.status === 403) return 'forbidden';
  return 'error';
}

/** A 401 means this order needs a signed-in viewer: the client signs the stale session out, we ask for a login once, then read again. */
async function loadOrder(orderId: string): Promise<Order | OrderProblemKind> {
  const read = () => api.order.getOrder({ path: { order_id: orderId }, noToast: true });
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) return problemOf(error);
    await requireLogin();
    return read().catch(problemOf);
  }
}

/** /vip-order/:orderId and /order/:id: the order, and for a gift its share link or the claim. */
export default function OrderDetail() {
  const params = useParams();
  const navigate = useNavigate();
  const orderId = params.orderId ?? params.id ?? '';
  const valid = isOrderId(orderId);
  const order = useRequest((id: string) => loadOrder(id));
  const { share, guide } = useShare();
  const claim = useRequest(
    async (code: string) => {
      await requireLogin();
      try {
        return await api.redeem.consumeCode({ body: { code }, noBadRequestToast: true });
      } catch (error) {
        // Refused (claimed meanwhile, say): the order is read again, so the page shows it as it is now.
        order.run(orderId);
        throw error;
      }
    },
    () => {
      toast(ORDER_DETAIL_COPY.claimed, { tone: 'success' });
      order.run(orderId);
    },
  );
  const { run } = order;
  useEffect(() => {
    if (valid) run(orderId);
  }, [valid, orderId, run]);

  const home = () => void navigate('/');
  const result = order.result;
  let body;
  if (!valid) body = <OrderProblemView kind="invalid" onHome={home} />;
  else if (order.error === LOGIN_CANCELLED_TEXT)
    body = <SignInNeeded {...ORDER_DETAIL_COPY.signIn} onLogin={() => run(orderId)} onHome={home} />;
  else if (order.error) body = <OrderProblemView kind="error" onHome={home} onRetry={() => run(orderId)} />;
  else if (typeof result === 'string')
    body = <OrderProblemView kind={result} onHome={home} onRetry={() => run(orderId)} />;
  else if (!result) body = <OrderDetailSkeleton />;
  else {
    const shareUrl = `${window.location.origin}/vip-order/${result.order_id}`;
    body = (
      <Stack gap="md">
        {claim.error && (
          <Text role="alert" c="red.7" size="sm" ta="center">
            {claim.error}
          </Text>
        )}
        <OrderDetailView
          order={{
            ...result,
            created_at: dateTimeOf(result.created_at) ?? '',
            paid_at: dateTimeOf(result.paid_at) ?? null,
            gift: result.gift && { ...result.gift, claimed_at: dateTimeOf(result.gift.claimed_at) ?? null },
          }}
          shareUrl={shareUrl}
          onShare={() => share({ ...ORDER_DETAIL_COPY.giftShare, link: shareUrl, imgUrl: shareImage() })}
          onClaim={result.gift?.code ? () => claim.run(result.gift!.code!) : undefined}
          claiming={claim.busy}
        />
        {DEMO_BUILD && result.is_gift && <DemoGiftNote />}
      </Stack>
    );
  }
  return (
    <TitledScreen>
      <Stack p="md">{body}</Stack>
      {guide}
    </TitledScreen>
  );
}
