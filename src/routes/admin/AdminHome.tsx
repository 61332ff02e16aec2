import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminHomeView, type AdminEntry } from '../../ui/admin/AdminHomeView';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { StaffPagesPending, useStaffRequest } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PATHS: Record<AdminEntry, string> = {
  feedback: '/admin/feedback',
  reviews: '/admin/reviews',
  profiles: '/admin/profiles',
  users: '/admin/users',
  redeem: '/admin/redeem',
  letters: '/admin/letters',
  recover: '/admin/recover',
  audit: '/admin/audit',
};

/** Who I am on the console, and the count of what waits; a 403 on the count is 无权访问. */
const loadHome = async () => {
  const first = { page_number: 1, page_size: 1 };
  const [me, feedback, reviews, profiles] = await Promise.all([
    api.auth.getMyInfo(),
    api.feedback.queryAdminFeedback({ path: { status: 'unread' }, body: first, noToast: true }),
    api.ugc.listPendingReviews({ body: first, noToast: true }),
    api.user.listPreferenceReviews({ noToast: true }),
  ]);
  return { me, feedback: feedback.total, reviews: reviews.total, profiles: profiles.items.length };
};

/** /admin 管理后台: what waits for a decision, each count opening its list, and the tools of this role. */
export default function AdminHome() {
  const navigate = useNavigate();
  const home = useStaffRequest(loadHome);
  const { run } = home;
  useEffect(() => run(undefined), [run]);
  const answer = home.result;
  return (
    <TitledScreen>
      {answer?.me.staff_role ? (
        <AdminHomeView
          nickname={answer.me.nickname ?? ''}
          role={answer.me.staff_role}
          waiting={[
            { entry: 'feedback', label: SCREEN_COPY.home.feedback, count: answer.feedback },
            { entry: 'reviews', label: SCREEN_COPY.home.reviews, count: answer.reviews },
            { entry: 'profiles', label: SCREEN_COPY.home.profiles, count: answer.profiles },
          ]}
          onOpen={(entry) => void navigate(PATHS[entry])}
        />
      ) : (
        <StaffPagesPending
          list="home"
          read={{ error: home.error, forbidden: home.forbidden || Boolean(answer), reload: () => run(undefined) }}
        />
      )}
    </TitledScreen>
  );
}
