import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { BROADCAST_AUDIENCES, BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX, type BroadcastDraft } from '../../domain/letter';
import type { ReactNode } from 'react';
import type { BroadcastView } from '../../machines/broadcast.view';
import { ErrorAlert } from './ErrorAlert';
import classes from './StaffList.module.css';

interface BroadcastComposerProps {
  view: BroadcastView;
  /** The letter as the learner will see it (BroadcastPreview, loaded with the first 预览). */
  preview: ReactNode;
  onField: (field: keyof BroadcastDraft, value: string) => void;
  onPreview: () => void;
  onEdit: () => void;
  onSend: () => void;
  onWithdraw: () => void;
  onAgain: () => void;
}

/** 写站内信: the form; then the preview with 发送; then sent, with 撤回; then withdrawn. */
export function BroadcastComposer({
  view,
  preview,
  onField,
  onPreview,
  onEdit,
  onSend,
  onWithdraw,
  onAgain,
}: BroadcastComposerProps) {
  if ('draft' in view) {
    const { draft, errors, error } = view;
    const busy = view.kind === 'saving';
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onPreview();
        }}
      >
        <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="broadcast-form">
          <Title id="broadcast-form" order={2} size="h5">
            写站内信
          </Title>
          <TextInput
            label="标题"
            description={`${[...draft.title.trim()].length}/${BROADCAST_TITLE_MAX}`}
            value={draft.title}
            error={errors.title}
            disabled={busy}
            onChange={(event) => onField('title', event.currentTarget.value)}
          />
          <Textarea
            label="正文"
            description="可用 <p> <b> <i> <ul> <li> <br> 和 https 链接；其余标记发送前会被清除"
            rows={6}
            value={draft.content}
            error={errors.content}
            disabled={busy}
            onChange={(event) => onField('content', event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            最多{BROADCAST_BODY_MAX}字
          </Text>
          <SegmentedControl
            aria-label="收件人"
            value={draft.audience}
            data={BROADCAST_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))}
            disabled={busy}
            onChange={(value) => onField('audience', value)}
          />
          {draft.audience === 'USERS' && (
            <Textarea
              label="用户ID"
              description="多个用户ID用逗号、空格或换行分开"
              rows={3}
              value={draft.userIds}
              error={errors.userIds}
              disabled={busy}
              onChange={(event) => onField('userIds', event.currentTarget.value)}
            />
          )}
          <ErrorAlert error={error} />
          <Button type="submit" loading={busy}>
            预览
          </Button>
        </Stack>
      </form>
    );
  }
  const { broadcast, error } = view;
  return (
    <Stack gap="sm" className={classes.panel} component="section" aria-labelledby="broadcast-step">
      <Title id="broadcast-step" order={2} size="h5">
        {view.kind === 'preview' || view.kind === 'sending'
          ? '预览：学员在消息里看到的样子'
          : view.kind === 'withdrawn'
            ? '已撤回，学员的消息里不再有这封信'
            : `已发送给 ${broadcast.recipients} 位用户`}
      </Title>
      {preview}
      <ErrorAlert error={error} />
      <Group grow>
        {(view.kind === 'preview' || view.kind === 'sending') && (
          <>
            <Button variant="default" disabled={view.kind === 'sending'} onClick={onEdit}>
              修改
            </Button>
            <Button loading={view.kind === 'sending'} onClick={onSend}>
              发送
            </Button>
          </>
        )}
        {(view.kind === 'sent' || view.kind === 'withdrawing') && (
          <Button color="red" variant="outline" loading={view.kind === 'withdrawing'} onClick={onWithdraw}>
            撤回
          </Button>
        )}
        {view.kind === 'withdrawn' && (
          <Button variant="default" onClick={onAgain}>
            再写一封
          </Button>
        )}
      </Group>
    </Stack>
  );
}
