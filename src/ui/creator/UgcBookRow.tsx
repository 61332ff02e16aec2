import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { RankDirection, UgcBookEdit } from '../../domain/ugcBook';
import type { CreatorBookView } from '../../machines/creatorBook.view';
import classes from './UgcBookRow.module.css';

type BookView = Extract<CreatorBookView, { kind: 'book' }>;

const STATUS_COLORS = { DRAFT: 'gray', REVIEWING: 'orange', PUBLISHED: 'jade', REJECTED: 'red' } as const;

export interface UgcBookRowProps {
  view: BookView;
  /** Where it stands on my shelf, from 1, and how many books there are. */
  position: number;
  total: number;
  /** The last-updated time as shown. */
  updated: string;
  titleMax: number;
  introMax: number;
  /** The move buttons, so that focus can stay on the row that moved. */
  moveRef: (direction: RankDirection) => (node: HTMLButtonElement | null) => void;
  onMove: (direction: RankDirection) => void;
  onEdit: () => void;
  onSave: (edit: UgcBookEdit) => void;
  onCancel: () => void;
  onSubmit: () => void;
  onDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** The title and introduction form, starting from the book as it is. */
function EditForm({
  view,
  titleMax,
  introMax,
  onSave,
  onCancel,
}: Pick<UgcBookRowProps, 'view' | 'titleMax' | 'introMax' | 'onSave' | 'onCancel'>) {
  const [edit, setEdit] = useState<UgcBookEdit>({ title: view.book.title, intro: view.book.intro });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(edit);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="书名"
          required
          value={edit.title}
          error={view.problems.title}
          description={`${[...edit.title.trim()].length}/${titleMax}`}
          onChange={(event) => setEdit({ ...edit, title: event.currentTarget.value })}
        />
        <Textarea
          label="简介"
          rows={4}
          value={edit.intro}
          error={view.problems.intro}
          description={`${[...edit.intro.trim()].length}/${introMax}${view.book.status === 'PUBLISHED' ? '，修改后需要重新提交审核' : ''}`}
          onChange={(event) => setEdit({ ...edit, intro: event.currentTarget.value })}
        />
        <Group grow>
          <Button variant="default" onClick={onCancel} disabled={view.busy === 'saving'}>
            取消
          </Button>
          <Button type="submit" loading={view.busy === 'saving'}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 删除's confirmation, in the row (no modal layer to load): focus moves to 再想想, the safe choice. */
function DeleteConfirmation({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const title = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={title} className={classes.confirm}>
      <Text id={title} size="sm" fw={600}>
        删除作品
      </Text>
      <Text size="sm" mt={4}>
        确定删除{name}吗？删除后不能恢复。
      </Text>
      <Group mt="sm" grow>
        <Button ref={keep} size="sm" variant="default" onClick={onCancel} disabled={busy}>
          再想想
        </Button>
        <Button size="sm" color="red" onClick={onConfirm} loading={busy}>
          确定删除
        </Button>
      </Group>
    </div>
  );
}

/** One of my books: its place with 上移 / 下移, its status, and what its status allows (修改, 提交审核, 删除). */
export function UgcBookRow(props: UgcBookRowProps) {
  const { view, position, total, updated, moveRef, onMove, onEdit, onSubmit, onDelete } = props;
  const { book, can, busy } = view;
  const name = `《${book.title}》`;
  return (
    <li className={classes.row} aria-label={`第 ${position} 本：${name}，${view.status.label}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <span className={classes.position} aria-hidden="true">
          {position}
        </span>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Title order={3} size="h5" lineClamp={2}>
              {book.title}
            </Title>
            <Badge color={STATUS_COLORS[view.status.value]} variant="light" style={{ flex: 'none' }}>
              {view.status.label}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {book.card_count} 张卡片 · 更新于 {updated}
          </Text>
        </Stack>
      </Group>
      {view.editing ? (
        <Stack mt="sm">
          <EditForm {...props} />
        </Stack>
      ) : (
        <Stack gap="xs" mt="sm">
          <Text size="sm" c={book.intro ? undefined : 'dimmed'} className={classes.intro} lineClamp={4}>
            {book.intro || '还没有简介'}
          </Text>
          {book.status === 'REJECTED' && book.reason && (
            <Text size="sm" c="red.8">
              未通过原因：{book.reason}
            </Text>
          )}
          {book.status === 'REVIEWING' && (
            <Text size="sm" c="dimmed">
              审核中，结果出来前不能修改或删除
            </Text>
          )}
          {(can.edit || can.submit || can.delete) && (
            <Group gap="xs">
              {can.edit && (
                <Button size="xs" variant="light" onClick={onEdit} disabled={busy !== null} aria-label={`修改${name}`}>
                  修改
                </Button>
              )}
              {can.submit && (
                <Button size="xs" onClick={onSubmit} loading={busy === 'submitting'} aria-label={`提交审核${name}`}>
                  提交审核
                </Button>
              )}
              {can.delete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  onClick={onDelete}
                  disabled={busy !== null}
                  aria-label={`删除${name}`}
                >
                  删除
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
      {view.confirmingDelete && (
        <DeleteConfirmation
          name={name}
          busy={busy === 'deleting'}
          onConfirm={props.onConfirmDelete}
          onCancel={props.onCancelDelete}
        />
      )}
      {view.error && (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {view.error}
        </Alert>
      )}
      <Group className={classes.moves} mt="sm" gap="xs" justify="flex-end">
        {(['up', 'down'] as const).map((direction) => {
          const atEnd = direction === 'up' ? position === 1 : position === total;
          return (
            <Button
              key={direction}
              ref={moveRef(direction)}
              size="xs"
              variant="default"
              disabled={atEnd}
              onClick={() => onMove(direction)}
              aria-label={`${direction === 'up' ? '上移' : '下移'}${name}`}
            >
              {direction === 'up' ? '上移' : '下移'}
            </Button>
          );
        })}
      </Group>
    </li>
  );
}
