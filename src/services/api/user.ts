import { decodeProfileReview, decodeProfileReviews } from '../../domain/review';
import {
  decodeInviteCode,
  decodeInviteCodeStatus,
  decodeLearnRewardStatus,
  decodeNewUserCheck,
  decodeRewardClaim,
} from '../../domain/learnReward';
import { decodeFollow } from '../../domain/profile';
import { decodeFollowPage, type FollowSide } from '../../domain/follow';
import { decodeOrder } from '../../domain/order';
import { decodeCreatorHits } from '../../domain/search';
import { decodeDepositSkus } from '../../domain/wallet';
import { DELETE, GET, POST, type Scalar } from './endpoint';
import { userReads } from './firstReads';

export type AccountCancellationResponse = unknown;
export type PreferenceResponse = unknown;
/** Balance in coins (1 coin = 1 cent). */
export type WalletResponse = { balance: number };
export type VipExchangeResponse = { days: number; balance: number; vip_end_at: string };
/** How many VIP days the wallet can buy now, at coins_per_day each. */
export type ExchangeableVipDays = { days: number; coins_per_day: number };

export type IosSystemQuery = { is_ios_system?: boolean };

export const user = {
  ...userReads,
  // Invite codes and the study reward: the bodies are assumptions (spec §7 shows none), see domain/learnReward.ts.
  activateInvitationCode: POST('/user/v1/activate_invitation_code')
    .body<{ invite_code: string }>(['invite_code'])
    .returns<{ inviter_id: Scalar }>(),
  cancelAccount: DELETE('/user/v1/cancellation').returns<AccountCancellationResponse>(),
  checkNewUser: GET('/user/v1/check_new_user/{campaign_name}').decodes(decodeNewUserCheck),
  /** operation: follow | unfollow (assumed, like the answer's shape: domain/profile.ts). */
  setFollowing: POST('/user/v1/follower/{userId}/{operation}').body().decodes(decodeFollow),
  /** 我的关注 (`following`) or 粉丝 (`followers`), paged; the body is assumed (spec §7 names none). */
  listFollowers: POST('/user/v1/followers/list')
    .body<{ type: FollowSide; page_number?: number; page_size?: number }>(['type'])
    .decodes(decodeFollowPage),
  getInviteCode: GET('/user/v1/invite_code').decodes(decodeInviteCode),
  getInviteCodeV2: GET('/user/v1/invite_code_v2').decodes(decodeInviteCode),
  getInviteCodeStatus: GET('/user/v1/invite_code/status').decodes(decodeInviteCodeStatus),
  getLearnRewardStatus: GET('/user/v1/learn-reward-status').decodes(decodeLearnRewardStatus),
  /** Without friend_user_id: my own reward as an invitee; with it: the inviter's reward for that friend. */
  claimLearnReward: POST('/user/v1/learn-reward').body<{ friend_user_id?: string }>().decodes(decodeRewardClaim),
  searchCreators: GET('/user/v1/creator/search').query<{ keyword: string }>(['keyword']).decodes(decodeCreatorHits),
  getPreference: GET('/user/v1/preference/{key}').returns<PreferenceResponse>(),
  setPreference: POST('/user/v1/preference/{key}').body().returns<PreferenceResponse>(),
  /** 管理后台 资料审核 (staff only): the profile changes waiting, oldest first. */
  listPreferenceReviews: GET('/user/v1/preference/review/list').decodes(decodeProfileReviews),
  /** 通过, or 驳回 with a required reason; answers the change with its status. */
  reviewPreference: POST('/user/v1/preference/review/{id}')
    .body<{ approve: boolean; reason?: string }>(['approve'])
    .decodes(decodeProfileReview),
  getWallet: GET('/user/v1/wallet').returns<WalletResponse>(),
  getDepositSkus: GET('/user/v1/wallet/deposit/skus').decodes(decodeDepositSkus),
  /** A top-up order (answered like create_order, assumed): paid through the payment machine like a VIP order. */
  buyDeposit: POST('/user/v1/wallet/deposit/buy').body<{ sku_id: string }>(['sku_id']).decodes(decodeOrder),
  exchangeVip: POST('/user/v1/exchange-vip')
    .query<IosSystemQuery>()
    .body<{ days: number }>(['days'])
    .returns<VipExchangeResponse>(),
  getExchangeableVipDays: GET('/user/v1/wallet/can-exchange-vip-days')
    .query<IosSystemQuery>()
    .returns<ExchangeableVipDays>(),
};
