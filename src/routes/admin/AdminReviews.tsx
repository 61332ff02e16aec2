import { useState } from 'react';
import type { PendingReview } from '../../domain/review';
import { reviewDecisionMachine } from '../../machines/reviewDecision.machine';
import { reviewDecisionView } from '../../machines/reviewDecision.view';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { ReviewDetailView } from '../../ui/admin/ReviewDetailView';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList } from '../../ui/admin/StaffStates';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { reviewDecisionServices } from './reviewDecisionServices';
import { StaffPagesPending, useStaffPages } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PAGE_SIZE = 20;

/** One book's decision, on its own reviewDecision actor (a new one per book: the panel is keyed by it). */
function ReviewDecision({ book, onDecided }: { book: PendingReview; onDecided: () => void }) {
  const actor = useScreenActor(() => ({
    logic: reviewDecisionMachine.provide(reviewDecisionServices({ api, subject: 'book', decided: onDecided })),
    options: { input: { subjectId: book.ugc_book_id } },
  }));
  const decision = useMachineView(actor, reviewDecisionView);
  return (
    <ReviewDetailView
      subject={{
        title: book.title,
        facts: SCREEN_COPY.reviews.facts(book.author_nickname, book.card_count, dateTimeOf(book.submitted_at) ?? ''),
        text: book.intro,
        outcomes: SCREEN_COPY.reviews.outcomes,
      }}
      decision={decision}
      onReason={(value) => actor.send({ type: 'reason.change', value })}
      onApprove={() => actor.send({ type: 'approve' })}
      onReject={() => actor.send({ type: 'reject' })}
    />
  );
}

/**
 * /admin/reviews 内容审核: creators' books in review, oldest first; a chosen one is decided beside the list at a desk.
 * A decided book stays open with its outcome, and leaves the list.
 */
export default function AdminReviews() {
  const pages = useStaffPages((page) =>
    api.ugc.listPendingReviews({ body: { page_number: page, page_size: PAGE_SIZE }, noToast: true }),
  );
  const [open, setOpen] = useState<PendingReview | null>(null);
  if (!pages.loaded)
    return (
      <TitledScreen>
        <StaffPagesPending list="reviews" read={pages} />
      </TitledScreen>
    );
  const decided = (id: string) => pages.update((items) => items.filter((b) => b.ugc_book_id !== id));
  return (
    <TitledScreen>
      <DeskSplit
        placeholder={SCREEN_COPY.reviews.placeholder}
        detail={
          open && <ReviewDecision key={open.ugc_book_id} book={open} onDecided={() => decided(open.ugc_book_id)} />
        }
        onClose={() => setOpen(null)}
        list={
          pages.loaded.items.length === 0 ? (
            <EmptyStaffList text={SCREEN_COPY.reviews.empty} />
          ) : (
            <StaffList
              label={SCREEN_COPY.reviews.label}
              rows={pages.loaded.items.map((b) => ({
                key: b.ugc_book_id,
                title: b.title,
                meta: SCREEN_COPY.reviews.row(b.author_nickname, b.card_count, dateTimeOf(b.submitted_at) ?? ''),
              }))}
              selected={open?.ugc_book_id ?? null}
              onSelect={(key) => setOpen(pages.loaded?.items.find((b) => b.ugc_book_id === key) ?? null)}
              footer={<ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />}
            />
          )
        }
      />
    </TitledScreen>
  );
}
