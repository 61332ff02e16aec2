import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { REDEEM_BATCH_MAX, REDEEM_DAYS_MAX, redeemedGift, type RedeemBatchForm } from '../../domain/redeem';
import type { RedeemBatchView } from '../../machines/redeemBatch.view';
import { ErrorAlert } from './ErrorAlert';
import classes from './StaffList.module.css';

interface RedeemBatchFormViewProps {
  view: RedeemBatchView;
  books: { value: string; label: string }[];
  today: string;
  onField: (field: keyof RedeemBatchForm, value: string) => void;
  onSubmit: () => void;
  onAgain: () => void;
  onDownload: () => void;
}

/** 生成兑换码: VIP days or a book, how many, until when; then the batch made, its codes and 下载表格. */
export function RedeemBatchFormView({
  view,
  books,
  today,
  onField,
  onSubmit,
  onAgain,
  onDownload,
}: RedeemBatchFormViewProps) {
  if (view.kind === 'done') {
    const { batch } = view;
    return (
      <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="batch-made">
        <Title id="batch-made" order={2} size="h5">
          已生成 {batch.count} 个兑换码
        </Title>
        <Text size="sm" c="dimmed">
          {redeemedGift(batch)} · 有效期至 {batch.expires_on}
        </Text>
        <Text component="pre" size="sm" className={classes.codes} aria-label="兑换码">
          {batch.codes.join('\n')}
        </Text>
        <Group grow>
          <Button variant="light" onClick={onDownload}>
            下载表格
          </Button>
          <Button variant="default" onClick={onAgain}>
            再生成一批
          </Button>
        </Group>
      </Stack>
    );
  }
  const { form, errors, error } = view;
  const busy = view.kind === 'generating';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="batch-form">
        <Title id="batch-form" order={2} size="h5">
          生成兑换码
        </Title>
        <SegmentedControl
          aria-label="兑换内容"
          value={form.gift}
          onChange={(value) => onField('gift', value)}
          data={[
            { value: 'VIP', label: '会员天数' },
            { value: 'BOOK', label: '书籍' },
          ]}
          disabled={busy}
        />
        {form.gift === 'VIP' ? (
          <TextInput
            label="会员天数"
            inputMode="numeric"
            description={`1–${REDEEM_DAYS_MAX} 天`}
            value={form.days}
            error={errors.days}
            disabled={busy}
            onChange={(event) => onField('days', event.currentTarget.value)}
          />
        ) : (
          <NativeSelect
            label="书籍"
            value={form.libraryBookId}
            error={errors.libraryBookId}
            disabled={busy}
            data={[{ value: '', label: '请选择书籍' }, ...books]}
            onChange={(event) => onField('libraryBookId', event.currentTarget.value)}
          />
        )}
        <TextInput
          label="数量"
          inputMode="numeric"
          description={`1–${REDEEM_BATCH_MAX} 个`}
          value={form.count}
          error={errors.count}
          disabled={busy}
          onChange={(event) => onField('count', event.currentTarget.value)}
        />
        <TextInput
          label="有效期至"
          type="date"
          min={today}
          value={form.expiresOn}
          error={errors.expiresOn}
          disabled={busy}
          onChange={(event) => onField('expiresOn', event.currentTarget.value)}
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy}>
          生成
        </Button>
      </Stack>
    </form>
  );
}
