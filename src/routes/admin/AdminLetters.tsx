import { Stack } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { LETTER_NAMESPACE, type Broadcast } from '../../domain/letter';
import { broadcastMachine } from '../../machines/broadcast.machine';
import { broadcastView } from '../../machines/broadcast.view';
import { BroadcastComposer } from '../../ui/admin/BroadcastComposer';
import { BroadcastDetailView } from '../../ui/admin/BroadcastDetailView';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList, StaffSkeleton } from '../../ui/admin/StaffStates';
import { LoadFailed } from '../../ui/shell/StatusView';
import { api } from '../api';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { broadcastServices } from './broadcastServices';
import { rememberBroadcast, sentBroadcasts } from './sentBroadcasts';
import { StaffPagesPending, useStaffRequest } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

/** The sanitizer (DOMPurify) loads with the first preview, not with the form (DESIGN §9 route budget). */
const LazyPreview = lazyChunk<{ broadcast: Broadcast }>(() =>
  import('../../ui/admin/BroadcastPreview').then((m) => ({ default: m.BroadcastPreview })),
);
const preview = (broadcast: Broadcast) => (
  <Suspense fallback={<StaffSkeleton list="letters" />}>
    <LazyPreview broadcast={broadcast} />
  </Suspense>
);

const readBroadcast = (id: string) =>
  api.letter.getBroadcast({ path: { namespace: LETTER_NAMESPACE, broadcast_letter_id: id }, noToast: true });

function Composer({ onSent }: { onSent: () => void }) {
  const actor = useScreenActor(() => ({
    logic: broadcastMachine.provide(
      broadcastServices({
        api,
        remember: (id) => {
          rememberBroadcast(id);
          onSent();
        },
      }),
    ),
  }));
  const view = useMachineView(actor, broadcastView);
  return (
    <BroadcastComposer
      view={view}
      preview={'broadcast' in view && preview(view.broadcast)}
      onField={(field, value) => actor.send({ type: 'field.change', field, value })}
      onPreview={() => actor.send({ type: 'preview' })}
      onEdit={() => actor.send({ type: 'edit' })}
      onSend={() => actor.send({ type: 'send' })}
      onWithdraw={() => actor.send({ type: 'withdraw' })}
      onAgain={() => actor.send({ type: 'again' })}
    />
  );
}

/** A broadcast of 最近发送, read afresh when opened, with its replies; 删除 removes an abusive one. */
function BroadcastDetail({ id }: { id: string }) {
  const read = useRequest(() => readBroadcast(id));
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useRequest(
    async (commentId: string) => {
      setRemoving(commentId);
      await api.letter
        .deleteComment({ path: { comment_id: commentId }, noToast: true })
        .finally(() => setRemoving(null));
    },
    () => read.run(undefined),
  );
  const { run } = read;
  useEffect(() => run(undefined), [run]);
  if (!read.result)
    return read.error ? (
      <LoadFailed title={SCREEN_COPY.letters.loadFailed} error={read.error} onRetry={() => run(undefined)} />
    ) : (
      <StaffSkeleton list="letters" />
    );
  return (
    <BroadcastDetailView
      broadcast={read.result}
      preview={preview(read.result)}
      removing={removing}
      error={remove.error}
      time={(iso) => dateTimeOf(iso) ?? ''}
      onRemoveReply={(commentId) => remove.run(commentId)}
    />
  );
}

/**
 * Who I am, and the broadcasts sent from this device, each read from the server (one that is gone is left out). The
 * API lists no broadcasts, so with none sent here my role says whether the console is open: the server still refuses
 * every broadcast call to anyone else.
 */
const loadSent = async () => {
  const [me, sent] = await Promise.all([
    api.auth.getMyInfo(),
    Promise.all(sentBroadcasts().map((id) => readBroadcast(id).catch(() => null))),
  ]);
  return { staff: Boolean(me.staff_role), sent: sent.filter((b): b is Broadcast => b !== null) };
};

/**
 * /admin/letters 站内信: write a broadcast, preview it as the learner will see it, send it to its audience, withdraw it
 * (broadcast machine); 最近发送 lists what this device sent, with the learners' replies.
 */
export default function AdminLetters() {
  const sent = useStaffRequest(loadSent);
  const { run } = sent;
  useEffect(() => run(undefined), [run]);
  const [open, setOpen] = useState<string | null>(null);
  if (!sent.result?.staff)
    return (
      <TitledScreen>
        <StaffPagesPending
          list="letters"
          read={{ error: sent.error, forbidden: sent.forbidden || Boolean(sent.result), reload: () => run(undefined) }}
        />
      </TitledScreen>
    );
  const broadcasts = sent.result.sent;
  return (
    <TitledScreen>
      <DeskSplit
        placeholder={SCREEN_COPY.letters.placeholder}
        detail={open && <BroadcastDetail key={open} id={open} />}
        onClose={() => setOpen(null)}
        list={
          <Stack gap="md">
            <Composer onSent={() => run(undefined)} />
            {broadcasts.length === 0 ? (
              <EmptyStaffList text={SCREEN_COPY.letters.empty} />
            ) : (
              <StaffList
                label={SCREEN_COPY.letters.label}
                rows={broadcasts.map((b) => ({
                  key: b.broadcast_letter_id,
                  title: b.title,
                  meta: SCREEN_COPY.letters.row(
                    SCREEN_COPY.letters.status[b.status],
                    b.recipients,
                    b.replies.length,
                    dateTimeOf(b.created_at) ?? '',
                  ),
                }))}
                selected={open}
                onSelect={setOpen}
              />
            )}
          </Stack>
        }
      />
    </TitledScreen>
  );
}
