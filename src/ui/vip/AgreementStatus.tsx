import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Agreement } from '../../domain/vip';
import { RenewIcon } from '../pay/icons';
import { yuan } from './price';
import { InlineRetry } from '../shell/InlineRetry';
import { Section } from './Section';
import classes from './AgreementStatus.module.css';
import facts from '../shell/Facts.module.css';

export const AUTO_RENEW_CANCELLED_TEXT = '已取消自动续费';

/** An auto-renew (period pay) agreement; its dates are already formatted by the caller. */
export type AutoRenewAgreementItem = Pick<
  Agreement,
  'agreement_id' | 'sku_name' | 'status' | 'renew_price' | 'renew_period_days' | 'next_charge_at' | 'cancelled_at'
>;

interface AgreementStatusProps {
  agreements: AutoRenewAgreementItem[];
  /** The cancel call is under way: the confirm button spins and the dialog cannot be dismissed. */
  cancelling?: boolean;
  /** Called after the user confirmed in the dialog. */
  onCancel: (agreementId: string) => void;
  loading?: boolean;
  /** Loading the agreements failed. */
  error?: string | null;
  onRetry?: () => void;
}

/** The user's auto-renew agreements, each ACTIVE one with a visible 取消自动续费 that asks for confirmation first. */
export function AgreementStatus({
  agreements,
  cancelling = false,
  onCancel,
  loading = false,
  error,
  onRetry,
}: AgreementStatusProps) {
  const [targetId, setTargetId] = useState<string | null>(null);
  // Close the dialog once the cancel call settles, or as soon as the agreement reads CANCELLED.
  const [wasCancelling, setWasCancelling] = useState(cancelling);
  if (cancelling !== wasCancelling) {
    setWasCancelling(cancelling);
    if (!cancelling) setTargetId(null);
  }
  const target = agreements.find((a) => a.agreement_id === targetId && a.status === 'ACTIVE') ?? null;

  return (
    <Section title="自动续费管理" icon={<RenewIcon size={18} />}>
      <Body
        agreements={agreements}
        loading={loading}
        error={error}
        onRetry={onRetry}
        busyId={cancelling ? targetId : null}
        onAsk={setTargetId}
      />
      <Modal
        opened={target !== null}
        onClose={() => {
          if (!cancelling) setTargetId(null);
        }}
        centered
        withCloseButton={false}
        closeOnClickOutside={!cancelling}
        closeOnEscape={!cancelling}
        radius="lg"
        size="xs"
        padding="lg"
        title="确定取消自动续费吗？"
        classNames={{ title: classes.confirmTitle, header: classes.confirmHeader }}
      >
        <Text size="sm" c="dimmed" ta="center" lh={1.6}>
          取消后到期不再自动扣费，已开通的会员不受影响
        </Text>
        <Group grow gap="sm" mt="lg">
          <Button variant="default" radius="xl" disabled={cancelling} onClick={() => setTargetId(null)}>
            暂不取消
          </Button>
          <Button
            color="red"
            radius="xl"
            loading={cancelling}
            onClick={() => {
              if (target && !cancelling) onCancel(target.agreement_id);
            }}
          >
            确认取消
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}

interface BodyProps extends Pick<AgreementStatusProps, 'agreements' | 'loading' | 'error' | 'onRetry'> {
  busyId: string | null;
  onAsk: (agreementId: string) => void;
}

function Body({ agreements, loading, error, onRetry, busyId, onAsk }: BodyProps) {
  if (loading) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="自动续费加载中">
        <Skeleton h={14} w="40%" radius="xl" />
        <Skeleton h={12} w="70%" radius="xl" />
        <Skeleton h={12} w="55%" radius="xl" />
      </Stack>
    );
  }
  if (error) {
    return <InlineRetry error={error} onRetry={onRetry} />;
  }
  if (agreements.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        你没有开通自动续费
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {agreements.map((agreement) => (
        <AgreementRow
          key={agreement.agreement_id}
          agreement={agreement}
          busy={busyId === agreement.agreement_id}
          onAsk={onAsk}
        />
      ))}
    </Stack>
  );
}

function AgreementRow({
  agreement,
  busy,
  onAsk,
}: {
  agreement: AutoRenewAgreementItem;
  busy: boolean;
  onAsk: (id: string) => void;
}) {
  const active = agreement.status === 'ACTIVE';
  return (
    <article className={classes.agreement} aria-label={agreement.sku_name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} fz="sm" truncate="end">
          {agreement.sku_name}
        </Text>
        <Badge variant="light" color={active ? 'jade' : 'gray'} radius="sm" style={{ flexShrink: 0 }}>
          {active ? '生效中' : '已取消'}
        </Badge>
      </Group>
      <dl className={facts.facts}>
        <dt>续费价格</dt>
        <dd>{`${yuan(agreement.renew_price)}/${agreement.renew_period_days}天`}</dd>
        {active ? (
          <>
            <dt>下次扣费</dt>
            <dd>{agreement.next_charge_at ?? '—'}</dd>
          </>
        ) : (
          agreement.cancelled_at && (
            <>
              <dt>取消时间</dt>
              <dd>{agreement.cancelled_at}</dd>
            </>
          )
        )}
      </dl>
      {active ? (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="default"
            size="compact-md"
            fz="sm"
            radius="xl"
            px="md"
            loading={busy}
            onClick={() => onAsk(agreement.agreement_id)}
          >
            取消自动续费
          </Button>
        </Group>
      ) : (
        <Text fz="xs" c="dimmed" mt={6}>
          到期后不再自动扣费
        </Text>
      )}
    </article>
  );
}
