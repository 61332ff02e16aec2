import { cleanApplication, validateApplication, type CreatorApplication } from '../../domain/creator';
import type { DemoApplication, DemoState } from '../state';
import { badRequest, DemoError, iso, type RouteFn } from './kit';
import { latestSignedIn } from './learnReward';

/** README "Creator programme": the reason a rejection gives. */
export const REJECT_REASON = '资料不完整：请补充你的创作方向和代表作品';

const present = (application: DemoApplication | undefined) =>
  application
    ? {
        status: application.status,
        reason: application.reason,
        submitted_at: iso(application.submitted_at),
        reviewed_at: iso(application.reviewed_at),
      }
    : { status: 'NONE', reason: null, submitted_at: null, reviewed_at: null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One application at a time: a pending or approved one refuses another; a rejected one may be sent again. */
export const apply: RouteFn = ({ state, body, user, now }) => {
  const me = user();
  const current = state.creator_applications[me.user_id];
  if (current?.status === 'PENDING') throw new DemoError(409, '你的申请正在审核中，请耐心等待');
  if (current?.status === 'APPROVED') throw new DemoError(409, '你已经是创作者了');
  const form: CreatorApplication = {
    name: text(body.name),
    phone: text(body.phone),
    address: text(body.address),
    postcode: text(body.postcode),
    intro: text(body.intro),
  };
  const error = Object.values(validateApplication(form))[0];
  if (error) throw badRequest(error);
  const application: DemoApplication = {
    ...cleanApplication(form),
    status: 'PENDING',
    reason: null,
    submitted_at: now,
    reviewed_at: null,
  };
  state.creator_applications[me.user_id] = application;
  return present(application);
};

export const applicationStatus: RouteFn = ({ state, user }) => present(state.creator_applications[user().user_id]);

/** Debug panel 审核通过 / 审核驳回: decides the pending application of the account signed in last. */
export function reviewApplication(state: DemoState, now: number, approve: boolean): string {
  const me = latestSignedIn(state, now);
  const application = me && state.creator_applications[me.user_id];
  if (application?.status !== 'PENDING') return '当前登录的账号没有待审核的创作者申请';
  application.status = approve ? 'APPROVED' : 'REJECTED';
  application.reason = approve ? null : REJECT_REASON;
  application.reviewed_at = now;
  return approve ? `${me!.nickname} 的申请已通过` : `${me!.nickname} 的申请已驳回`;
}
