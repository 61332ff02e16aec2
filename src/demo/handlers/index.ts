import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { catalogue } from '../../services/api';
import type { Endpoint } from '../../services/api/endpoint';
import { packageFileAt } from '../packages/media';
import { seedDemoData } from '../seed';
import type { DemoSettings } from '../settings';
import type { DemoSms, DemoState } from '../state';
import type { DemoStore } from '../store';
import * as account from './account';
import * as appConfig from './appConfig';
import * as adminFeedback from './adminFeedback';
import * as broadcasts from './broadcasts';
import * as cards from './cards';
import * as cardRatings from './cardRatings';
import * as auth from './auth';
import * as creator from './creator';
import * as creatorCentre from './creatorCentre';
import * as discover from './discover';
import * as follows from './follows';
import * as events from './events';
import * as groupbuy from './groupbuy';
import {
  createRouter,
  escapeRegExp,
  jsonResponse,
  lazyRoute,
  type DemoRule,
  type LazyRoute,
  type RouteFn,
} from './kit';
import * as learn from './learnReward';
import * as lease from './lease';
import * as letters from './letters';
import * as library from './library';
import * as mpBinding from './mpBinding';
import * as myOrders from './myOrders';
import * as orders from './orders';
import * as packageBackups from './packageBackups';
import * as packageContent from './packageContent';
import * as packageMedia from './packageMedia';
import * as packageReleases from './packageReleases';
import * as packages from './packages';
import * as profiles from './profiles';
import * as profileReviews from './profileReviews';
import * as redeemBatches from './redeemBatches';
import * as reviews from './reviews';
import { settleDuePayments } from './settle';
import * as shortLinks from './shortLinks';
import * as squad from './squad';
import * as staff from './staff';
import * as ugcBooks from './ugcBooks';
import * as plans from './studyPlan';
import * as preferences from './preferences';
import * as problemReports from './problemReports';
import * as vip from './vip';
import * as wallet from './wallet';
import * as wechat from './wechat';

export interface DemoBackendOptions {
  store: DemoStore;
  /** The API base the app talks to, e.g. https://api-staging.example.com */
  base: string;
  settings: () => DemoSettings;
  onSms?: (sms: DemoSms) => void;
  /** The origin of the demo's cashier and authorize pages when they are not the app's own (the demo API server). */
  pagesOrigin?: string;
  /** The media base (env ossURL) whose package media the demo serves. */
  mediaBase?: string;
}

type AnyEndpoint = Endpoint<string, unknown, unknown, unknown>;

/** The demo answers: every route is a catalogue endpoint, so a renamed path cannot drift. */
function routes(onSms: (sms: DemoSms) => void): [AnyEndpoint, RouteFn | LazyRoute][] {
  const {
    auth: a,
    user: u,
    vip: v,
    order: o,
    payment: p,
    redeem: r,
    weixin: w,
    misc: m,
    books: b,
    feedback: f,
    groupbuy: g,
    creator: c,
    study: st,
    letter: l,
    ugc,
    manage: mg,
    hpkg: hp,
    apkg: ap,
  } = catalogue;
  return [
    [
      a.sendSmsCode,
      lazyRoute(() => import('./captcha').then(({ checkCaptcha }) => auth.sendSmsCode(onSms, checkCaptcha))),
    ],
    [a.getBlockPuzzle, lazyRoute(() => import('./captcha').then(({ getBlockPuzzle }) => getBlockPuzzle))],
    [a.signinPhone, auth.signinPhone],
    [a.getMyInfo, auth.getMyInfo],
    [a.updateMyInfo, auth.updateMyInfo],
    [a.refreshToken, auth.refreshToken],
    [a.revokeToken, auth.revokeToken],
    [a.signinWechat, wechat.signinWechat],
    [a.signinQQ, wechat.signinQQ],
    [a.unbindWechat, account.unbindWechat],
    [a.unbindQQ, account.unbindQQ],
    [u.cancelAccount, account.cancelAccount],
    [u.getUserIdByHuaId, profiles.basicInfoByHuaId],
    [u.getBasicInfo, profiles.basicInfo],
    [u.setFollowing, profiles.setFollowing],
    [u.listFollowers, follows.listFollowers],
    [b.listFollowerBooks, follows.listFollowerBooks],
    [u.searchCreators, discover.searchCreators],
    [b.searchNotes, discover.searchNotes],
    [m.searchApp, discover.searchApp],
    [m.logSearchClickEvent, discover.searchClick],
    [b.getStudyRankList, discover.rankList],
    [m.getRandomQuote, discover.randomQuote],
    [b.getRecommendedCategories, discover.recommendedCategories],
    [st.queryPackageUserCards, cards.queryCards],
    [hp.previewCard, cards.previewCard],
    [st.getIcpTemplate, cards.getTemplate],
    [st.unlockIcpTemplate, cards.unlockTemplate],
    [st.unlockIcpCard, cards.unlockCard],
    [st.getCardComments, cards.cardComments],
    [st.synthesizeAudio, cards.speak],
    [u.getPreference, preferences.getPreference],
    [u.setPreference, preferences.setPreference],
    [m.getAppInfo, appConfig.appInfo],
    [m.getAppConfig, appConfig.appConfig],
    [m.getAppFlag, appConfig.appFlag],
    [m.createShortLink, shortLinks.createShortLink],
    [m.resolveShortLink, shortLinks.resolveShortLink],
    [m.reportProblem, problemReports.reportProblem],
    [u.getDepositSkus, wallet.getDepositSkus],
    [u.buyDeposit, wallet.buyDeposit],
    [b.getAuthorCategories, library.getAuthorCategories],
    [b.listCreatorBooks, library.listCreatorBooks],
    [u.getInviteCode, learn.inviteCode],
    [u.getInviteCodeV2, learn.inviteCodeV2],
    [u.getInviteCodeStatus, learn.inviteCodeStatus],
    [u.activateInvitationCode, learn.activateCode],
    [u.checkNewUser, learn.checkNewUser],
    [u.getLearnRewardStatus, learn.learnRewardStatus],
    [u.claimLearnReward, learn.claimReward],
    [st.getMyStudyStats, lazyRoute(() => import('./study').then(({ myStudyStats }) => myStudyStats))],
    [st.getForgettingCurveDots, lazyRoute(() => import('./study').then(({ forgettingCurve }) => forgettingCurve))],
    [st.getStudyPlan, plans.getPlan],
    [st.getDeckStudyPlan, plans.getDeck],
    [st.getDeckPlanExtension, plans.getExtension],
    [st.updateStudyPlan, plans.updatePlan],
    [st.extendStudyPlan, plans.extendPlan],
    [st.resetStudyPlan, plans.resetPlan],
    [c.apply, creator.apply],
    [c.getApplicationStatus, creator.applicationStatus],
    [o.listCreatorOrders, creatorCentre.listCreatorOrders],
    [o.listMarketingOrders, creatorCentre.listMarketingOrders],
    [b.listMarketingBooks, creatorCentre.listMarketingBooks],
    [a.generateDownloadToken, creatorCentre.generateDownloadToken],
    [o.downloadIncomeDetailExcel, creatorCentre.downloadIncomeDetail],
    [o.downloadMyCreatorOrdersExcel, creatorCentre.downloadCreatorOrders],
    [f.queryCreatorFeedback, creatorCentre.queryCreatorFeedback],
    [f.markRead, adminFeedback.markRead],
    [f.updateFeedback, adminFeedback.reply],
    [f.queryAdminFeedback, adminFeedback.queryAdminFeedback],
    [b.setManualScore, adminFeedback.setManualScore],
    [ugc.listMyUgcBooks, ugcBooks.listMine],
    [ugc.listUgcBooks, ugcBooks.listPage],
    [ugc.getUgcBook, ugcBooks.getOne],
    [ugc.updateUgcBook, ugcBooks.update],
    [ugc.updateUgcBookRank, ugcBooks.move],
    [ugc.reviewUgcBook, ugcBooks.submitForReview],
    [ugc.deleteMyUgcBooks, ugcBooks.remove],
    [u.getWallet, vip.getWallet],
    [u.getExchangeableVipDays, vip.getExchangeableDays],
    [u.exchangeVip, vip.exchangeVip],
    [v.getSkus, vip.getSkus],
    [v.getMyVip, vip.getMyVip],
    [v.createVipOrder, vip.createOrder],
    [v.getPeriodPayAgreementLog, vip.getAgreementLog],
    [v.cancelAgreement, vip.cancelAgreement],
    [r.consumeCode, vip.consumeCode],
    [r.listConsumeLogs, vip.listConsumeLogs],
    [r.generateCodes, redeemBatches.generate],
    [r.listGenerationLogs, redeemBatches.listBatches],
    [r.listCodes, redeemBatches.listCodes],
    [ugc.listPendingReviews, reviews.listPendingReviews],
    [ugc.decideReview, reviews.decideReview],
    [mg.queryUsers, staff.queryUsers],
    [mg.findUser, staff.findUser],
    [mg.getUserSmsCode, staff.lookUpSmsCode],
    [mg.listCodeLookups, staff.listCodeLookups],
    [u.listPreferenceReviews, profileReviews.listReviews],
    [u.reviewPreference, profileReviews.decide],
    [hp.recoverGlobalSchedule, staff.recover('schedule')],
    [hp.recoverPackageModel, staff.recover('model')],
    [o.getOrder, orders.getOrder],
    [o.cancelOrder, orders.cancelOrder],
    [o.listVipOrders, myOrders.listMyOrders],
    [o.refundOrder, myOrders.refundOrder],
    [l.listInstances, letters.listLetters],
    [l.getInstance, letters.readLetter],
    [l.commentOnInstance, letters.replyToLetter],
    [l.createBroadcast, broadcasts.create],
    [l.getBroadcast, broadcasts.read],
    [l.instantiateBroadcast, broadcasts.instantiate],
    [l.deleteBroadcast, broadcasts.withdraw],
    [l.deleteComment, broadcasts.removeComment],
    [p.payOrder, orders.payOrder],
    [p.getPayForm, orders.getPayForm],
    [a.getAuthCode, auth.getAuthCode],
    [w.authorizeCode, wechat.authorizeCode],
    [w.createJsApiSignature, wechat.createJsApiSignature],
    [w.getOpenIdBinding, mpBinding.getBinding],
    [w.checkOpenId, mpBinding.checkOpenId],
    [w.bindOpenId, mpBinding.bind],
    [w.unbindOpenId, mpBinding.unbind],
    [m.uploadEvents, events.bulkUpload],
    [b.listCategories, library.listCategories],
    [b.listLibrary, library.listLibrary],
    [b.getLibraryBook, library.getLibraryBook],
    [b.getSearchHints, library.getSearchHints],
    [b.getMyRecommends, library.getMyRecommends],
    [b.getBookRecommends, library.getBookRecommends],
    [b.getLease, lease.getLeaseTerms],
    [b.getBookLease, lease.getBookLease],
    [b.leaseBook, lease.leaseBook],
    [b.leaseBookWithPlan, lease.leaseBookWithPlan],
    [b.listMyBooks, lease.listMyBooks],
    [b.reportLibraryBook, library.reportBook],
    [o.getBookOrder, library.getBookOrder],
    [o.createBookOrder, library.createBookOrder],
    [o.getMyCoupons, library.getMyCoupons],
    [f.getRemarkRatio, library.getRemarkRatio],
    [f.listPublicBookFeedback, library.listBookComments],
    [v.getSquadByInviteCode, squad.bySquadCode],
    [v.getSquadMembers, squad.members],
    [v.getMySquad, squad.mySquad],
    [v.listSquadInviteCodes, squad.inviteCodes],
    [v.joinSquad, squad.join],
    [v.exitSquad, squad.exit],
    [g.getBookConfig, groupbuy.getConfig],
    [g.initiateGroupBuy, groupbuy.initiate],
    [g.joinGroup, groupbuy.join],
    [g.startFreeGroup, groupbuy.enterFree],
    [g.getGroup, groupbuy.getGroup],
    [g.isGroupCancellable, groupbuy.isCancellable],
    [g.cancelGroup, groupbuy.cancel],
    [g.completeGroup, groupbuy.complete],
    [g.getLeftFreeTimes, groupbuy.leftFreeTimes],
    [v.getGroupBuyLeftPassTimes, groupbuy.leftPassTimes],
    [g.listGroups, groupbuy.listOpen],
    [g.listBookGroups, groupbuy.listBookGroups],
    [g.listMyGroups, groupbuy.listMine],
    [g.listMyOpenGroups, groupbuy.listMyOpen],
    [ap.listMyPackages, packages.listMine],
    [ap.listPackages, packages.listAll],
    [ap.addMyPackage, packages.addMine],
    [ap.removeMyPackage, packages.removeMine],
    [ap.createPackage, packages.create],
    [ap.renamePackage, packages.rename],
    [ap.tagPackage, packages.tag],
    [ap.listCreatorTags, packages.listTags],
    [ap.createBookFromPackage, packages.createBook],
    [ap.getPackageInfo, packageContent.getInfo],
    [ap.listDecks, packageContent.listDecks],
    [ap.createDeck, packageContent.createDeck],
    [ap.updateDeck, packageContent.renameDeck],
    [ap.deleteDeck, packageContent.deleteDeck],
    [ap.listTemplates, packageContent.listTemplates],
    [ap.updateTemplate, packageContent.updateTemplate],
    [ap.bulkCards, packageContent.bulkCards],
    [ap.searchCards, packageContent.searchCards],
    [ap.getMediaList, packageMedia.listMedia],
    [ap.getMediaMapping, packageMedia.mediaMapping],
    [hp.uploadMedia, packageMedia.uploadMedia],
    [hp.uploadMediaZip, packageMedia.uploadMediaZip],
    [hp.requestMediaZip, packageMedia.requestMediaZip],
    [hp.getMediaZip, packageMedia.getMediaZip],
    [hp.backupPackage, packageBackups.startBackup],
    [hp.getBackupStatus, packageBackups.backupStatus],
    [hp.listBackups, packageBackups.listBackups],
    [hp.getChanges, packageBackups.getChanges],
    [hp.getChangeLogs, packageReleases.getChangeLogs],
    [hp.publishPackage, packageReleases.publish],
    [hp.switchReleaseTag, packageReleases.switchRelease],
    [hp.rollbackPackage, packageReleases.rollback],
    [hp.deletePackage, packageReleases.deletePackage],
    [hp.checkUpdates, packageReleases.checkUpdates],
    [hp.getRateStatistic, cardRatings.rateStatistic],
    [hp.getRateLogs, cardRatings.rateLogs],
  ] as [AnyEndpoint, RouteFn | LazyRoute][];
}

/** The demo backend's rules, one per catalogue endpoint it implements. */
export const demoRules = (onSms: (sms: DemoSms) => void = () => {}): DemoRule[] =>
  routes(onSms).map(([endpoint, fn]) => ({
    method: endpoint.method,
    path: endpoint.path,
    fn,
    takesBeacon: endpoint === catalogue.misc.uploadEvents,
    takesForm: endpoint.multipart,
  }));

const allEndpoints = (): AnyEndpoint[] =>
  Object.values(catalogue).flatMap((area) => Object.values(area) as AnyEndpoint[]);

/** Latency and injected faults, ahead of every API route; answering nothing lets the request go on. */
function faults(base: string, settings: () => DemoSettings): HttpHandler {
  return http.all(`${base}/*`, async () => {
    const { latencyMs, fault } = settings();
    if (latencyMs > 0) await delay(latencyMs);
    if (fault === 'network') return HttpResponse.error();
    if (fault === 'server') return jsonResponse({ code: 500, message: '演示后端：已开启服务器故障' }, 500);
    return undefined;
  });
}

/** The catalogue entry a request path stands for; the most literal template wins (`/squad/mine` over `/squad/{id}`). */
function catalogueMatcher(endpoints: AnyEndpoint[]) {
  const templates = endpoints
    .map((endpoint) => ({
      endpoint,
      pattern: new RegExp(`^${escapeRegExp(endpoint.path).replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (endpoint.path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return (path: string) => templates.filter((t) => t.pattern.test(path)).map((t) => t.endpoint);
}

/**
 * One catch-all behind the rules: a catalogue endpoint without a rule answers 501 and names itself; a path the
 * catalogue does not have is a 404, and one it has for other methods a 405.
 */
function notImplemented(base: string): HttpHandler {
  const match = catalogueMatcher(allEndpoints());
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  return http.all(`${base}/*`, ({ request }) => {
    const path = new URL(request.url).pathname.slice(basePath.length);
    const { method } = request;
    const endpoints = match(path);
    const endpoint = endpoints.find((e) => e.method === method);
    if (endpoint) return jsonResponse({ code: 501, message: `演示后端尚未实现 ${method} ${endpoint.path}` }, 501);
    if (endpoints.length) return jsonResponse({ code: 405, message: `接口不支持 ${method} ${path}` }, 405);
    return jsonResponse({ code: 404, message: `接口不存在 ${method} ${path}` }, 404);
  });
}

/** Before each rule: the fixed seed data in place, and the payments and refunds due settled, as the backend's webhooks would. */
function prepare(state: DemoState, now: number, random: () => number): void {
  seedDemoData(state, now);
  settleDuePayments(state, now, random);
  myOrders.settleDueRefunds(state, now);
}

/**
 * The packages' media at the media base, uploads and media zips included (the demo API server adds its CORS headers,
 * as for the API); a seeded book's illustrations also before the store has its packages.
 */
function media(mediaBase: string, store: DemoStore): HttpHandler {
  return http.get(`${mediaBase}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    const svg = cards.mediaAt(path);
    const file = packageFileAt(store.read(), path, store.now()) ?? (svg && { body: svg, type: 'image/svg+xml' });
    return file
      ? new HttpResponse(file.body, { headers: { 'Content-Type': file.type } })
      : new HttpResponse(null, { status: 404 });
  });
}

export function createDemoHandlers({
  store,
  base,
  settings,
  onSms = () => {},
  pagesOrigin,
  mediaBase,
}: DemoBackendOptions): HttpHandler[] {
  return [
    ...(mediaBase ? [media(mediaBase, store)] : []),
    faults(base, settings),
    createRouter(store, base, demoRules(onSms), prepare, pagesOrigin, mediaBase),
    notImplemented(base),
  ];
}
