import { accountDeletionModel } from './accountDeletion.model';
import { appLandingModel } from './appLanding.model';
import { authModel } from './auth.model';
import { bookLeaseModel } from './bookLease.model';
import { bookPurchaseModel } from './bookPurchase.model';
import { broadcastModel } from './broadcast.model';
import { cardViewerModel } from './cardViewer.model';
import { codeLookupModel } from './codeLookup.model';
import { creatorBookModel } from './creatorBook.model';
import { freeVipModel } from './freeVip.model';
import { groupBuyModel } from './groupBuy.model';
import { inviteModel } from './invite.model';
import { inviteFriendModel } from './inviteFriend.model';
import { letterReplyModel } from './letterReply.model';
import type { MachineEntry } from './model';
import { packageReleaseModel } from './packageRelease.model';
import { paymentModel } from './payment.model';
import { phoneLoginModel } from './phoneLogin.model';
import { redeemModel } from './redeem.model';
import { redeemBatchModel } from './redeemBatch.model';
import { refundModel } from './refund.model';
import { requestModel } from './request.model';
import { reviewDecisionModel } from './reviewDecision.model';
import { searchModel } from './search.model';
import { smsCountdownModel } from './smsCountdown.model';
import { squadModel } from './squad.model';
import { studyPlanModel } from './studyPlan.model';
import { vipPurchaseModel } from './vipPurchase.model';
import { walletTopUpModel } from './walletTopUp.model';
import { wechatAuthModel } from './wechatAuth.model';

export type { MachineEntry, MachineModel, ModelEvent } from './model';

/** Every machine of the app, with its model (`<name>.model.ts`): the flow charts, the live viewer and the headless driver read this list. */
export const machineRegistry: MachineEntry[] = [
  authModel,
  phoneLoginModel,
  smsCountdownModel,
  appLandingModel,
  inviteModel,
  inviteFriendModel,
  freeVipModel,
  wechatAuthModel,
  paymentModel,
  vipPurchaseModel,
  bookPurchaseModel,
  walletTopUpModel,
  searchModel,
  cardViewerModel,
  bookLeaseModel,
  squadModel,
  groupBuyModel,
  studyPlanModel,
  requestModel,
  accountDeletionModel,
  letterReplyModel,
  refundModel,
  redeemModel,
  creatorBookModel,
  packageReleaseModel,
  reviewDecisionModel,
  redeemBatchModel,
  codeLookupModel,
  broadcastModel,
];

/** The registry entry of a machine, by name. */
export function registryEntry(name: string): MachineEntry {
  const found = machineRegistry.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no machine named ${name} in the registry`);
  return found;
}
