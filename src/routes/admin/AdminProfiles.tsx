import { useEffect, useState } from 'react';
import { PROFILE_FIELD_LABELS, type ProfileReview } from '../../domain/review';
import { reviewDecisionMachine } from '../../machines/reviewDecision.machine';
import { reviewDecisionView } from '../../machines/reviewDecision.view';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { ReviewDetailView } from '../../ui/admin/ReviewDetailView';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList } from '../../ui/admin/StaffStates';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { reviewDecisionServices } from './reviewDecisionServices';
import { StaffPagesPending, useStaffRequest } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

/** One change's decision, on its own reviewDecision actor (keyed by the change). */
function ProfileDecision({ change, onDecided }: { change: ProfileReview; onDecided: () => void }) {
  const actor = useScreenActor(() => ({
    logic: reviewDecisionMachine.provide(reviewDecisionServices({ api, subject: 'profile', decided: onDecided })),
    options: { input: { subjectId: change.review_id } },
  }));
  const decision = useMachineView(actor, reviewDecisionView);
  return (
    <ReviewDetailView
      subject={{
        title: `${PROFILE_FIELD_LABELS[change.key]}：${change.value}`,
        facts: SCREEN_COPY.profiles.facts(change.nickname, change.user_id, dateTimeOf(change.submitted_at) ?? ''),
        outcomes: SCREEN_COPY.profiles.outcomes,
      }}
      decision={decision}
      onReason={(value) => actor.send({ type: 'reason.change', value })}
      onApprove={() => actor.send({ type: 'approve' })}
      onReject={() => actor.send({ type: 'reject' })}
    />
  );
}

const loadWaiting = () => api.user.listPreferenceReviews({ noToast: true });

/** /admin/profiles 资料审核: learners' profile changes waiting, oldest first; 通过 applies one, 驳回 needs a reason. */
export default function AdminProfiles() {
  const waiting = useStaffRequest(loadWaiting);
  const { run } = waiting;
  useEffect(() => run(undefined), [run]);
  const [open, setOpen] = useState<ProfileReview | null>(null);
  const [decided, setDecided] = useState<string[]>([]);
  if (!waiting.result)
    return (
      <TitledScreen>
        <StaffPagesPending list="profiles" read={{ ...waiting, reload: () => run(undefined) }} />
      </TitledScreen>
    );
  const items = waiting.result.items.filter((c) => !decided.includes(c.review_id));
  return (
    <TitledScreen>
      <DeskSplit
        placeholder={SCREEN_COPY.profiles.placeholder}
        detail={
          open && (
            <ProfileDecision
              key={open.review_id}
              change={open}
              onDecided={() => setDecided((ids) => [...ids, open.review_id])}
            />
          )
        }
        onClose={() => setOpen(null)}
        list={
          items.length === 0 ? (
            <EmptyStaffList text={SCREEN_COPY.profiles.empty} />
          ) : (
            <StaffList
              label={SCREEN_COPY.profiles.label}
              rows={items.map((c) => ({
                key: c.review_id,
                title: `${PROFILE_FIELD_LABELS[c.key]}：${c.value}`,
                meta: `${c.nickname} · ${dateTimeOf(c.submitted_at) ?? ''}`,
              }))}
              selected={open?.review_id ?? null}
              onSelect={(key) => setOpen(items.find((c) => c.review_id === key) ?? null)}
            />
          )
        }
      />
    </TitledScreen>
  );
}
