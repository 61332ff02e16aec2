import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  FEEDBACK_STATUSES,
  isFeedbackStatus,
  REPLY_MAX,
  type CreatorFeedback as Feedback,
  type FeedbackStatus,
} from '../../domain/creatorCentre';
import { CREATOR_LIST_COPY, EmptyCreatorTab } from '../../ui/creator/CreatorListStates';
import { FeedbackItemView } from '../../ui/creator/FeedbackItemView';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { AddressTabs, PagesPending, useCreatorPages } from './creatorPages';

const PAGE_SIZE = 10;

/** Opening marks it read (once) and reads the book's rating; the reply is sent as plain text. */
function FeedbackItem({ initial }: { initial: Feedback }) {
  const [feedback, setFeedback] = useState(initial);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(initial.reply ?? '');
  const opening = useRequest(async () => {
    const path = { feedback_id: feedback.feedback_id };
    const [read, ratio] = await Promise.all([
      feedback.read ? feedback : api.feedback.markRead({ path, body: {}, noToast: true }),
      api.feedback.getRemarkRatio({ path: { book_id: feedback.library_book_id }, noToast: true }).catch(() => null),
    ]);
    setFeedback(read);
    return ratio;
  });
  const reply = useRequest(
    (text: string) =>
      api.feedback.updateFeedback({
        path: { feedback_id: feedback.feedback_id },
        body: { reply: text },
        noToast: true,
      }),
    setFeedback,
  );
  const { run: open } = opening;
  useEffect(() => {
    if (opened) open(undefined);
  }, [opened, open]);
  const ratio = opening.result;
  return (
    <FeedbackItemView
      row={{
        id: feedback.feedback_id,
        book: feedback.book_title,
        nickname: feedback.nickname,
        content: feedback.content,
        time: dateTimeOf(feedback.created_at) ?? '',
        reply: feedback.reply,
      }}
      opened={
        opened
          ? {
              ratio: ratio ? CREATOR_LIST_COPY.feedbackRatio(ratio.good_ratio, ratio.count) : null,
              draft,
              replyMax: REPLY_MAX,
              busy: reply.busy,
              error: reply.error || opening.error,
            }
          : null
      }
      onOpen={() => setOpened(!opened)}
      onDraft={setDraft}
      onReply={() => reply.run(draft.trim())}
    />
  );
}

function FeedbackList({ status }: { status: FeedbackStatus }) {
  const pages = useCreatorPages((page) =>
    api.feedback.queryCreatorFeedback({
      path: { status },
      body: { page_number: page, page_size: PAGE_SIZE },
      noToast: true,
    }),
  );
  if (!pages.loaded) return <PagesPending pages={pages} list="feedback" />;
  if (pages.loaded.items.length === 0) return <EmptyCreatorTab list="feedback" tab={status} />;
  return (
    <Stack gap="xs" p="md">
      <Stack
        gap="xs"
        component="ul"
        aria-label={CREATOR_LIST_COPY.feedbackLabel}
        style={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        {pages.loaded.items.map((feedback) => (
          <FeedbackItem key={feedback.feedback_id} initial={feedback} />
        ))}
      </Stack>
      <ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />
    </Stack>
  );
}

/** /creator/feedback, 读者反馈: readers' feedback on my books by 未读 / 已读; opening one marks it read; reply. */
export default function CreatorFeedback() {
  return (
    <TitledScreen>
      <AddressTabs tabs={FEEDBACK_STATUSES} isTab={isFeedbackStatus} fallback="unread">
        {(status) => <FeedbackList key={status} status={status} />}
      </AddressTabs>
    </TitledScreen>
  );
}
