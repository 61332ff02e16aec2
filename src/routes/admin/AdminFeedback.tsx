import { Stack } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_LABELS,
  isFeedbackStatus,
  manualScoreProblem,
  REPLY_MAX,
  type CreatorFeedback,
  type FeedbackStatus,
} from '../../domain/creatorCentre';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { FeedbackDetailView } from '../../ui/admin/FeedbackDetailView';
import { FeedbackFilterForm, NO_FILTERS, type FeedbackFilterValues } from '../../ui/admin/FeedbackFilterForm';
import type { ScoreConfirmDialogProps } from '../../ui/admin/ScoreConfirmDialog';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList } from '../../ui/admin/StaffStates';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { AddressTabs } from '../creator/creatorPages';
import { lazyChunk } from '../shell/lazyScreen';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { StaffPagesPending, useStaffPages } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PAGE_SIZE = 20;

/** Mantine's Modal loads with the first 调整, not with the screen (DESIGN §9 route budget). */
const ScoreConfirmDialog = lazyChunk<ScoreConfirmDialogProps>(() =>
  import('../../ui/admin/ScoreConfirmDialog').then((m) => ({ default: m.ScoreConfirmDialog })),
);

const bodyOf = (f: FeedbackFilterValues) => ({
  ...(f.content.trim() && { content: f.content.trim() }),
  ...(f.nickname.trim() && { report_user_nickname: f.nickname.trim() }),
  ...(f.title.trim() && { library_book_title: f.title.trim() }),
  ...(f.type && { type: f.type }),
  ...(f.shown && { filter_shown: f.shown === 'true' }),
  ...(f.remark && { remark_type: f.remark }),
  ...(f.bookId.trim() && { book_id: f.bookId.trim() }),
});

/** 调整评分 with its confirmation (old and new score), then the book's new rating. */
function useManualScore(bookId: string) {
  const current = useRequest(() => api.feedback.getRemarkRatio({ path: { book_id: bookId }, noToast: true }));
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const save = useRequest(
    () => api.books.setManualScore({ body: { library_book_id: bookId, score: Number(draft) }, noToast: true }),
    (answer) => {
      setDone(SCREEN_COPY.feedback.scored(answer.previous, answer.rating));
      current.run(undefined);
    },
  );
  const { run } = current;
  useEffect(() => run(undefined), [run]);
  return {
    view: {
      current: current.result?.average ?? null,
      draft,
      error: problem || save.error,
      busy: save.busy,
      done,
    },
    confirming,
    onScoreDraft: (value: string) => {
      setDraft(value);
      setProblem('');
      setDone('');
    },
    onScoreAsk: () => {
      const why = manualScoreProblem(draft);
      if (why) setProblem(why);
      else setConfirming(true);
    },
    onScoreConfirm: () => {
      setConfirming(false);
      save.run(undefined);
    },
    onScoreDismiss: () => setConfirming(false),
  };
}

/** One feedback, marked read when opened (once), with the reply and 调整评分. */
function FeedbackDetail({ initial, onChanged }: { initial: CreatorFeedback; onChanged: (f: CreatorFeedback) => void }) {
  const [feedback, setFeedback] = useState(initial);
  const [draft, setDraft] = useState('');
  const keep = (f: CreatorFeedback) => {
    setFeedback(f);
    onChanged(f);
  };
  const path = { feedback_id: feedback.feedback_id };
  const markRead = useRequest(() => api.feedback.markRead({ path, body: {}, noToast: true }), keep);
  const reply = useRequest(
    (text: string) => api.feedback.updateFeedback({ path, body: { reply: text }, noToast: true }),
    (f) => {
      keep(f);
      setDraft('');
    },
  );
  const {
    view: score,
    confirming,
    onScoreConfirm,
    onScoreDismiss,
    ...scoreActions
  } = useManualScore(feedback.library_book_id);
  const { run } = markRead;
  useEffect(() => {
    if (!initial.read) run(undefined);
  }, [run, initial.read]);
  return (
    <FeedbackDetailView
      feedback={{
        type: FEEDBACK_TYPE_LABELS[feedback.type],
        book: feedback.book_title,
        bookId: feedback.library_book_id,
        nickname: feedback.nickname,
        time: dateTimeOf(feedback.created_at) ?? '',
        rating: feedback.rating,
        shown: feedback.shown,
        content: feedback.content,
        reply: feedback.reply,
      }}
      reply={{ draft, busy: reply.busy, error: reply.error, max: REPLY_MAX }}
      score={score}
      onReplyDraft={setDraft}
      onReply={() => reply.run(draft.trim())}
      {...scoreActions}
      confirmation={
        confirming && (
          <Suspense>
            <ScoreConfirmDialog
              opened
              book={feedback.book_title}
              from={score.current}
              to={score.draft}
              onConfirm={onScoreConfirm}
              onDismiss={onScoreDismiss}
            />
          </Suspense>
        )
      }
    />
  );
}

function FeedbackList({ status, filters }: { status: FeedbackStatus; filters: FeedbackFilterValues }) {
  const pages = useStaffPages((page) =>
    api.feedback.queryAdminFeedback({
      path: { status },
      body: { page_number: page, page_size: PAGE_SIZE, ...bodyOf(filters) },
      noToast: true,
    }),
  );
  const [open, setOpen] = useState<CreatorFeedback | null>(null);
  if (!pages.loaded) return <StaffPagesPending list="feedback" read={pages} />;
  const changed = (f: CreatorFeedback) =>
    pages.update((items) => items.map((item) => (item.feedback_id === f.feedback_id ? f : item)));
  return (
    <DeskSplit
      placeholder={SCREEN_COPY.feedback.placeholder}
      detail={open && <FeedbackDetail key={open.feedback_id} initial={open} onChanged={changed} />}
      onClose={() => setOpen(null)}
      list={
        pages.loaded.items.length === 0 ? (
          <EmptyStaffList text={SCREEN_COPY.feedback.empty[status]} />
        ) : (
          <StaffList
            label={SCREEN_COPY.feedback.label}
            rows={pages.loaded.items.map((f) => ({
              key: f.feedback_id,
              title: `${FEEDBACK_TYPE_LABELS[f.type]} · 《${f.book_title}》`,
              meta: `${f.nickname} · ${dateTimeOf(f.created_at) ?? ''} · ${f.content.slice(0, 40)}`,
            }))}
            selected={open?.feedback_id ?? null}
            onSelect={(key) => setOpen(pages.loaded?.items.find((f) => f.feedback_id === key) ?? null)}
            footer={<ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />}
          />
        )
      }
    />
  );
}

/**
 * /admin/feedback 反馈处理: readers' feedback and reports by 未读 / 已读, filtered; opening one marks it read; a reply
 * reaches a reporter's 消息; 调整评分 changes what /book/:id shows, after a confirmation with both scores.
 */
export default function AdminFeedback() {
  const [filters, setFilters] = useState({ n: 0, values: NO_FILTERS });
  return (
    <TitledScreen>
      <Stack gap="md">
        <FeedbackFilterForm onApply={(values) => setFilters({ n: filters.n + 1, values })} />
        <AddressTabs tabs={FEEDBACK_STATUSES} isTab={isFeedbackStatus} fallback="unread">
          {(status) => <FeedbackList key={`${status}-${filters.n}`} status={status} filters={filters.values} />}
        </AddressTabs>
      </Stack>
    </TitledScreen>
  );
}
