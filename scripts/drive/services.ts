/**
 * The route services (src/routes/**) in Node, against the demo backend on msw/node: each machine gets its route's own
 * services factory, built from the driver's deps. The routes' deps use browser globals (window, localStorage, the
 * WeChat bridge); here the "page" is a plain object that survives `{"reload": true}` the way localStorage survives a
 * full-page redirect, and the driver plays the cashier and the OAuth provider.
 */
import { createActor, fromPromise, toPromise, type AnyStateMachine } from 'xstate';
import { issueOAuthCode } from '../../src/demo/handlers/wechat';
import { confirmCharge } from '../../src/demo/handlers/settle';
import { PERSONA, SEED, STAFF } from '../../src/demo/personas';
import type { LetterComment } from '../../src/domain/letter';
import type { RedeemResult } from '../../src/domain/redeem';
import { OAUTH_CALLBACK_PATHS } from '../../src/domain/signin';
import type { PayChannel, PayOutcome } from '../../src/domain/payment';
import { accountDeletionMachine } from '../../src/machines/accountDeletion.machine';
import { appLandingMachine } from '../../src/machines/appLanding.machine';
import { authMachine } from '../../src/machines/auth.machine';
import { bookPurchaseMachine } from '../../src/machines/bookPurchase.machine';
import { walletTopUpMachine } from '../../src/machines/walletTopUp.machine';
import { searchMachine } from '../../src/machines/search.machine';
import { cardViewerMachine } from '../../src/machines/cardViewer.machine';
import { broadcastMachine } from '../../src/machines/broadcast.machine';
import { codeLookupMachine } from '../../src/machines/codeLookup.machine';
import { creatorBookMachine } from '../../src/machines/creatorBook.machine';
import { packageReleaseMachine } from '../../src/machines/packageRelease.machine';
import { freeVipMachine } from '../../src/machines/freeVip.machine';
import { groupBuyMachine } from '../../src/machines/groupBuy.machine';
import { letterReplyMachine, type SendReplyInput } from '../../src/machines/letterReply.machine';
import { inviteMachine } from '../../src/machines/invite.machine';
import { inviteFriendMachine } from '../../src/machines/inviteFriend.machine';
import { paymentMachine } from '../../src/machines/payment.machine';
import { type PayInput } from '../../src/machines/payment.context';
import { phoneLoginMachine } from '../../src/machines/phoneLogin.machine';
import { redeemMachine } from '../../src/machines/redeem.machine';
import { redeemBatchMachine } from '../../src/machines/redeemBatch.machine';
import { refundMachine } from '../../src/machines/refund.machine';
import { requestMachine } from '../../src/machines/request.machine';
import { reviewDecisionMachine } from '../../src/machines/reviewDecision.machine';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { squadMachine } from '../../src/machines/squad.machine';
import { studyPlanMachine } from '../../src/machines/studyPlan.machine';
import { vipPurchaseMachine } from '../../src/machines/vipPurchase.machine';
import { bookLeaseMachine } from '../../src/machines/bookLease.machine';
import { bookLeaseServices } from '../../src/routes/study/bookLeaseServices';
import { wechatAuthMachine, type BrowserKind } from '../../src/machines/wechatAuth.machine';
import { broadcastServices } from '../../src/routes/admin/broadcastServices';
import { codeLookupServices } from '../../src/routes/admin/codeLookupServices';
import { redeemBatchServices } from '../../src/routes/admin/redeemBatchServices';
import { reviewDecisionServices } from '../../src/routes/admin/reviewDecisionServices';
import { authServices } from '../../src/routes/auth/authServices';
import { phoneLoginServices } from '../../src/routes/auth/phoneLoginServices';
import { wechatAuthServices } from '../../src/routes/auth/wechatAuthServices';
import { groupBuyServices } from '../../src/routes/groupbuy/groupBuyServices';
import { freeVipServices } from '../../src/routes/invite/freeVipServices';
import { inviteFriendServices } from '../../src/routes/invite/inviteFriendServices';
import { inviteServices } from '../../src/routes/invite/inviteServices';
import { appLandingServices } from '../../src/routes/landing/appLandingServices';
import { creatorBookServices } from '../../src/routes/creator/creatorBookServices';
import { packageReleaseServices } from '../../src/routes/creator/packageReleaseServices';
import { bookPurchaseServices } from '../../src/routes/library/bookPurchaseServices';
import { walletTopUpServices } from '../../src/routes/me/walletTopUpServices';
import { searchServices } from '../../src/routes/search/searchServices';
import { cardViewerServices } from '../../src/routes/library/cardViewerServices';
import { accountDeletionServices } from '../../src/routes/me/accountDeletionServices';
import { letterReplyServices } from '../../src/routes/me/letterReplyServices';
import { redeemServices } from '../../src/routes/me/redeemServices';
import { refundServices } from '../../src/routes/me/refundServices';
import { paymentServices, type PaymentDeps } from '../../src/routes/pay/paymentServices';
import type { SignInDeps } from '../../src/routes/serviceDeps';
import { squadServices } from '../../src/routes/squad/squadServices';
import { studyPlanServices } from '../../src/routes/study/studyPlanServices';
import { vipPurchaseServices } from '../../src/routes/vip/vipPurchaseServices';
import type { Api } from '../../src/services/api';
import { withServerMessage } from '../../src/services/http/errors';
import { OAUTH_FLOW_REQUEST } from '../../src/services/oauth';
import { cashierReturnUrl } from '../../src/services/payment';
import { chinaDate } from '../../src/lib/studyDates';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { createDevice, DRIVE_ORIGIN, type DemoBackend, type Device } from './backend';

export const DEFAULT_PHONE = '13900000001';

export interface DriveOptions {
  /** The phone the driver signs in with when a flow needs a login (default 13900000001). */
  phone?: string;
  /** vipPurchase: the pay channel (default ALIPAY). */
  channel?: PayChannel;
  /** vipPurchase: the user cancels at the cashier. */
  cancel?: boolean;
  /** wechatAuth: which in-app browser (default wx). */
  browser?: BrowserKind;
  /** Merged over the machine's input. */
  input?: Record<string, unknown>;
}

/** What a page keeps across a full reload (localStorage in the app). */
export interface PageMemory {
  token: string;
  openID: string;
  oauthState: string;
  pendingOrderId: string;
  /** An order the target bought and paid before the machine started. */
  paidOrderId: string;
}

export interface DriveWorld {
  backend: DemoBackend;
  /** The driver's own device: the app's http client with an in-memory token. */
  device: Device;
  options: DriveOptions;
  page: PageMemory;
  /** The last OAuth code the provider (played by the driver) issued. */
  oauthCode: string;
  /** Reports an effect the route would perform (navigate, toast, persist, ...). */
  effect(name: string, detail?: unknown): void;
  /** Counts an invoked promise in flight, so the driver waits for it before it looks. */
  track<T>(work: () => Promise<T>): Promise<T>;
  /** Signs the driver's phone (or `phone`) in through send_sms_code + signin/phone, once; returns the raw token. */
  signIn(phone?: string): Promise<string>;
  /** Sends an event to the running actor (the 401 path of the auth machine). */
  forward(event: { type: string }): void;
}

export interface DriveTarget {
  machine: AnyStateMachine;
  input(): unknown;
  /** The phone the driver signs in with unless `--phone` names one (an author for the creator's machines). */
  phone?: string;
  /** Reads what the input needs from the demo backend, before the machine starts. */
  prepare?(): Promise<void>;
}

const withInput = (world: DriveWorld, base: Record<string, unknown>) => ({ ...base, ...world.options.input });

/** A pending order left by a cashier trip: a reload is the cashier sending the page back (--cancel: its cancel page). */
const resumeOf = (world: DriveWorld) =>
  world.page.pendingOrderId
    ? { resume: { orderId: world.page.pendingOrderId, confirm: world.options.cancel ? 'once' : 'patient' } }
    : {};

/** The device's api with every call counted in flight, so the driver waits for it before it looks. */
function trackedApi(world: DriveWorld, api: Api = world.device.api): Api {
  type Calls = Record<string, (...args: unknown[]) => Promise<unknown>>;
  return Object.fromEntries(
    Object.entries(api as unknown as Record<string, Calls>).map(([area, calls]) => [
      area,
      Object.fromEntries(
        Object.entries(calls).map(([name, call]) => [name, (...args: unknown[]) => world.track(() => call(...args))]),
      ),
    ]),
  ) as unknown as Api;
}

/** The driver's sign-in: its phone, through send_sms_code + signin/phone, once. */
const signInDeps = (world: DriveWorld): SignInDeps => ({
  api: trackedApi(world),
  requireLogin: () => world.track(async () => void (await world.signIn())),
});

function authTarget(world: DriveWorld): DriveTarget {
  world.device.onUnauthorized(() => world.forward({ type: 'http.unauthorized' }));
  const services = authServices({
    fetchMyInfo: (token) => {
      const device = createDevice();
      device.setToken(token);
      device.onUnauthorized(() => world.forward({ type: 'http.unauthorized' }));
      return world.track(() => device.api.auth.getMyInfo());
    },
    saveToken: (token) => {
      world.page.token = token;
      world.device.setToken(token);
      world.effect('persistToken', '(token stored)');
    },
    saveUser: (user) => world.effect('storeUserInfo', { user_id: user.user_id, nickname: user.nickname }),
    forgetLogin: () => {
      world.page.token = '';
      world.device.setToken('');
      world.effect('clearLogin');
    },
    reloadPage: () => world.effect('reloadPage', 'send {"reload": true} to load the page again'),
    announceSessionExpired: () => world.effect('announceSessionExpired', '登录已失效，请重新登录'),
    reportUser: (user) => world.effect('reportUser', user),
  });
  return { machine: authMachine.provide(services), input: () => withInput(world, { token: world.page.token }) };
}

const phoneLoginServicesFor = (world: DriveWorld) =>
  phoneLoginServices({ api: trackedApi(world), notify: (message) => world.effect('notify', message) });

function phoneLoginTarget(world: DriveWorld): DriveTarget {
  return { machine: phoneLoginMachine.provide(phoneLoginServicesFor(world)), input: () => withInput(world, {}) };
}

/** 注销账号 for the driver's phone: sign in with an SMS code, confirm, and the account is gone from the demo. */
function accountDeletionTarget(world: DriveWorld): DriveTarget {
  const machine = accountDeletionMachine.provide(
    accountDeletionServices({
      api: trackedApi(world),
      verifyServices: phoneLoginServicesFor(world),
      adoptSession: (token) => {
        world.device.setToken(token);
        world.page.token = token;
        world.effect('adoptSession', `${token.slice(0, 8)}…`);
      },
      forgetSession: () => {
        world.device.setToken('');
        world.page.token = '';
        world.effect('forgetSession', 'signed out in this browser');
      },
    }),
  );
  return { machine, input: () => withInput(world, { phone: world.options.phone ?? DEFAULT_PHONE }) };
}

/**
 * letterReply: a reply under the VIP persona's welcome letter (`--input '{"letterId":"…"}'` for another); the persona
 * signs in first, or `--phone`.
 */
function letterReplyTarget(world: DriveWorld): DriveTarget {
  const { actors } = letterReplyServices({ api: trackedApi(world) });
  const machine = letterReplyMachine.provide({
    actors: {
      sendReply: fromPromise<LetterComment, SendReplyInput>(async ({ input }) => {
        await world.track(() => world.signIn(world.options.phone ?? PERSONA.vip));
        return toPromise(createActor(actors.sendReply, { input }).start());
      }),
    },
  });
  return { machine, input: () => withInput(world, { letterId: SEED.letterIds[2], replies: [] }) };
}

/**
 * refund: 申请退款 of a monthly VIP the driver's phone buys and pays first (`"$paidOrderId"` in the script); 退款中
 * lasts REFUND_SETTLE_MS of driver time (`{"wait": 3000}`).
 */
function refundTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  const services = refundServices({
    api,
    showStatus: (status) => world.effect('showStatus', status),
    notify: (message) => world.effect('notify', message),
  });
  return {
    machine: refundMachine.provide(services),
    input: () => undefined,
    prepare: async () => {
      await world.signIn();
      const order = await api.vip.createVipOrder({ body: { sku_id: 'vip_month', is_gift: false } });
      await payAtDemoCashier(world, api, { orderId: order.order_id, channel: 'ALIPAY' });
      // The cashier's confirmation reached the backend a moment ago: the order reads PAID now.
      const { store } = world.backend;
      store.change((s) =>
        s.orders.filter((o) => o.order_id === order.order_id).forEach((o) => (o.settles_at = store.now())),
      );
      world.page.paidOrderId = order.order_id;
    },
  };
}

/** redeem: 兑换码 for the driver's phone, signed in first; the seeded codes are in the README. */
function redeemTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  const { actors, actions } = redeemServices({ api, reloadHistory: () => world.effect('reloadHistory') });
  const machine = redeemMachine.provide({
    actors: {
      consumeCode: fromPromise<RedeemResult, { code: string }>(async ({ input }) => {
        await world.track(() => world.signIn());
        return toPromise(createActor(actors.consumeCode, { input }).start());
      }),
    },
    actions,
  });
  return { machine, input: () => undefined };
}

/**
 * creatorBook: a book of 我的作品, signed in as 林老师 (`--phone` for another author); the first of the shelf, or
 * `--input '{"bookId":"8100003"}'`.
 */
function creatorBookTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  let book: Awaited<ReturnType<typeof api.ugc.getUgcBook>> | undefined;
  return {
    machine: creatorBookMachine.provide(creatorBookServices({ api })),
    input: () => ({ book }),
    phone: AUTHOR_PHONES['900001'],
    prepare: async () => {
      await world.signIn();
      const wanted = world.options.input?.bookId;
      book = wanted
        ? await api.ugc.getUgcBook({ path: { ugc_book_id: String(wanted) } })
        : (await api.ugc.listMyUgcBooks()).items[0];
      if (!book) throw new Error('这个账号还没有作品');
    },
  };
}

/**
 * packageRelease: the 发布 tab of a package on 我的卡包, signed in as 林老师 (`--phone` for another author); the first
 * package of the list, or `--input '{"packageUuid":"pkg-2"}'`.
 */
function packageReleaseTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  let packageUuid = '';
  return {
    machine: packageReleaseMachine.provide(packageReleaseServices({ api })),
    input: () => ({ packageUuid, session: 'drive' }),
    phone: AUTHOR_PHONES['900001'],
    prepare: async () => {
      await world.signIn();
      const wanted = world.options.input?.packageUuid;
      packageUuid = wanted ? String(wanted) : ((await api.apkg.listMyPackages()).items[0]?.package_uuid ?? '');
      if (!packageUuid) throw new Error('这个账号还没有卡包');
    },
  };
}

const MANAGER_PHONE = Object.keys(STAFF).find((phone) => STAFF[phone]!.role === 'MANAGER');

/**
 * reviewDecision: the first book in review (the seeded 四级听力场景词, or `--input '{"subjectId":"…"}'`), decided by
 * the demo's manager (`--phone` for another account: a learner is refused with 无权访问).
 */
function reviewDecisionTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  let ugcBookId = '';
  return {
    machine: reviewDecisionMachine.provide(
      reviewDecisionServices({
        api,
        subject: 'book',
        decided: () => world.effect('decided', 'the books in review are read again'),
      }),
    ),
    input: () => ({ subjectId: ugcBookId }),
    phone: MANAGER_PHONE,
    prepare: async () => {
      await world.signIn();
      const wanted = world.options.input?.subjectId;
      ugcBookId = wanted
        ? String(wanted)
        : ((await api.ugc.listPendingReviews({ body: {} })).items[0]?.ugc_book_id ?? '');
      if (!ugcBookId) throw new Error('没有待审核的作品');
    },
  };
}

/** redeemBatch: 生成兑换码 as the demo's manager, today by the demo clock (China time). */
function redeemBatchTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  const day = (ahead: number) => chinaDate(world.backend.store.now() + ahead * 86_400_000);
  return {
    machine: redeemBatchMachine.provide(
      redeemBatchServices({ api, reloadLog: () => world.effect('reloadLog', '生成记录 is read again') }),
    ),
    input: () => withInput(world, { today: day(0), expiresOn: day(30) }),
    phone: MANAGER_PHONE,
    prepare: async () => void (await world.signIn()),
  };
}

/** codeLookup: 查看验证码 of the VIP persona's phone (`--input '{"phone":"…"}'`) as the demo's manager. */
function codeLookupTarget(world: DriveWorld): DriveTarget {
  return {
    machine: codeLookupMachine.provide(codeLookupServices({ api: trackedApi(world) })),
    input: () => withInput(world, { phone: PERSONA.vip }),
    phone: MANAGER_PHONE,
    prepare: async () => void (await world.signIn()),
  };
}

/** broadcast: 站内信 as the demo's manager; sending reaches every learner of the audience in the demo backend. */
function broadcastTarget(world: DriveWorld): DriveTarget {
  const services = broadcastServices({
    api: trackedApi(world),
    remember: (id) => world.effect('remember', `broadcast ${id} joins 最近发送`),
  });
  return {
    machine: broadcastMachine.provide(services),
    input: () => undefined,
    phone: MANAGER_PHONE,
    prepare: async () => void (await world.signIn()),
  };
}

function wechatAuthTarget(world: DriveWorld): DriveTarget {
  const api = trackedApi(world);
  let states = 0;
  const services = wechatAuthServices({
    api,
    configureJsBridge: async (url) => {
      await api.weixin.createJsApiSignature({ body: { url }, noToast: true });
      return true;
    },
    // Deterministic, and letters and digits only like the real one.
    newOAuthState: () => `DriveState${String(++states).padStart(4, '0')}`,
    rememberOAuthState: (state) => {
      world.page.oauthState = state;
    },
    // The driver plays the provider's authorize page: the user agrees, and a one-time code is issued.
    redirectToAuthorize: (params) => {
      const { store } = world.backend;
      const { provider, scope = 'token' } = OAUTH_FLOW_REQUEST[params.flow];
      const returnTo = `${OAUTH_CALLBACK_PATHS[params.flow]}?r=${encodeURIComponent(params.returnPath)}`;
      world.oauthCode = store.change((s) => issueOAuthCode(s, provider, scope, store.now(), store.random));
      world.effect(
        'redirectToAuthorize',
        `${provider} ${scope} → ${returnTo}; the callback can use "$oauthCode" and "$oauthState" after {"reload": true}`,
      );
    },
    storeOpenId: (openId) => {
      world.page.openID = openId;
      world.effect('storeOpenId', openId);
    },
    navigate: (to) => world.effect('navigate', to),
    notify: (message) => world.effect('notify', message),
  });
  return {
    machine: wechatAuthMachine.provide(services),
    input: () =>
      withInput(world, {
        browser: world.options.browser ?? 'wx',
        isLocalhost: false,
        isIOS: false,
        openID: world.page.openID,
        landingUrl: `${DRIVE_ORIGIN}/`,
        ...(world.page.oauthState ? { expectedState: world.page.oauthState } : {}),
      }),
  };
}

/** POST /payment/v1/orders/{id}, then the cashier: the user confirms (or cancels with --cancel). */
async function payAtDemoCashier(world: DriveWorld, api: Api, { orderId, channel }: PayInput): Promise<PayOutcome> {
  const path = { order_id: orderId };
  const { store } = world.backend;
  const returnUrl = (cancelled: boolean) => cashierReturnUrl(DRIVE_ORIGIN, orderId, cancelled);
  const answer =
    channel === 'WXPAY'
      ? await withServerMessage(
          api.payment.payOrder({
            path,
            body: { channel: 'WXPAY', open_id: world.page.openID || 'oDriveOpenId000000000000000' },
          }),
        )
      : await withServerMessage(
          api.payment.payOrder({
            path,
            body: { channel: 'PING_PP', success_url: returnUrl(false), cancel_url: returnUrl(true) },
          }),
        );
  const chargeId =
    'wx_pay' in answer
      ? answer.wx_pay.package.replace(/^prepay_id=/, '')
      : 'charge' in answer
        ? answer.charge.id
        : undefined;
  if (!chargeId) throw new Error('支付参数异常，请重试');
  if (world.options.cancel) {
    world.effect('cashier', `${channel}: 取消支付`);
    return 'cancel';
  }
  store.change((s) => confirmCharge(s, chargeId, store.now()));
  world.effect('cashier', `${channel}: 确认支付 (the demo marks the order PAID after 1500 ms)`);
  return channel === 'WXPAY' ? 'ok' : 'redirect';
}

/** The payment machine's deps, paying at the demo cashier; `track` wraps each call. */
function drivenPayment(world: DriveWorld, track?: PaymentDeps['track']): PaymentDeps {
  const api = trackedApi(world);
  return {
    api,
    pay: (input) => payAtDemoCashier(world, api, input),
    pendingOrders: {
      save: ({ orderId }) => {
        world.page.pendingOrderId = orderId;
        world.effect('persistPendingOrder', orderId);
      },
      clear: () => {
        world.page.pendingOrderId = '';
      },
    },
    navigate: (to) => world.effect('navigate', to),
    track,
  };
}

/** The payment machine alone: it buys `--input '{"request":{"kind":"vip","skuId":"vip_year","isGift":false}}'`. */
function paymentTarget(world: DriveWorld): DriveTarget {
  // Orders need a signed-in buyer: the driver signs its phone in before the first call.
  const payment = drivenPayment(world, async (work) => {
    await world.signIn();
    return world.track(work);
  });
  return {
    machine: paymentMachine.provide(paymentServices(payment, async () => void (await world.signIn()))),
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        request: { kind: 'vip', skuId: 'vip_month', isGift: false },
        ...(world.page.pendingOrderId
          ? { orderId: world.page.pendingOrderId, confirm: world.options.cancel ? 'once' : 'patient' }
          : {}),
      }),
  };
}

function vipPurchaseTarget(world: DriveWorld): DriveTarget {
  const services = vipPurchaseServices({
    ...signInDeps(world),
    payment: drivenPayment(world),
    platform: { ios_system: 'false' },
    signedIn: () => world.device.token() !== '',
  });
  return {
    machine: vipPurchaseMachine.provide(services),
    input: () => withInput(world, { channel: world.options.channel ?? 'ALIPAY', ...resumeOf(world) }),
  };
}

/** bookPurchase: buys library book 3 (`--input '{"bookId":"1","price":1990}'` for another) with the best coupon. */
function bookPurchaseTarget(world: DriveWorld): DriveTarget {
  const services = bookPurchaseServices({
    ...signInDeps(world),
    payment: drivenPayment(world),
    bookOwned: () => world.effect('bookOwned', 'the book page reloads its state: 已拥有'),
  });
  return {
    machine: bookPurchaseMachine.provide(services),
    input: () =>
      withInput(world, { channel: world.options.channel ?? 'ALIPAY', bookId: '3', price: 2990, ...resumeOf(world) }),
  };
}

/** walletTopUp: buys a coin pack (`{"type":"pack.choose","skuId":"coins_600"}`) and pays it at the demo cashier. */
function walletTopUpTarget(world: DriveWorld): DriveTarget {
  const services = walletTopUpServices({
    ...signInDeps(world),
    payment: drivenPayment(world),
    walletToppedUp: () => world.effect('walletToppedUp', '钱包 reads the balance again: the coins are in'),
  });
  return {
    machine: walletTopUpMachine.provide(services),
    input: () => withInput(world, { channel: world.options.channel ?? 'ALIPAY', ...resumeOf(world) }),
  };
}

/** search: type, pause for hints, search a tab (`{"type":"search.submit","keyword":"词汇"}`), tap a result. */
function searchTarget(world: DriveWorld): DriveTarget {
  const machine = searchMachine.provide(
    searchServices({
      api: trackedApi(world),
      saveRecent: (recent) => world.effect('saveRecent', recent.join('、')),
      showQuery: ({ keyword, tab }) => world.effect('showQuery', `/search?q=${keyword}&tab=${tab}`),
      reportClick: (click) => world.effect('reportClick', JSON.stringify(click)),
      openResult: (href) => world.effect('openResult', href),
    }),
  );
  return { machine, input: () => withInput(world, { recent: [] }) };
}

/**
 * cardViewer: book 1's cards (`--input '{"start":3}'` opens the fourth, the interactive one); the card HTML is shown
 * as the server sent it (no page here to render it), and a sound plays for as long as the driver waits.
 */
function cardViewerTarget(world: DriveWorld): DriveTarget {
  const machine = cardViewerMachine.provide(
    cardViewerServices({
      ...signInDeps(world),
      api: trackedApi(world),
      packageUuid: 'pkg-1',
      signedIn: () => signedIn(world),
      safeHtml: async (html) => html,
      playSound: (url) => {
        world.effect('playSound', `${url.slice(0, 30)}…`);
        return () => world.effect('stopSound');
      },
    }),
  );
  return { machine, input: () => withInput(world, { autoSpeak: false }) };
}

/** bookLease: 续租 or a new lease of `{"type":"lease.start","bookId":"7","withPlan":false}`; signs the driver in. */
function bookLeaseTarget(world: DriveWorld): DriveTarget {
  const machine = bookLeaseMachine.provide(
    bookLeaseServices({
      ...signInDeps(world),
      payment: drivenPayment(world),
      onLeased: () => world.effect('leaseChanged', '我的书架 reads the shelf again'),
    }),
  );
  return {
    machine,
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        ...(world.page.pendingOrderId
          ? {
              resume: {
                orderId: world.page.pendingOrderId,
                bookId: String(world.options.input?.bookId ?? '3'),
                confirm: world.options.cancel ? 'once' : 'patient',
              },
            }
          : {}),
      }),
  };
}

/**
 * request: the `run` payload names one api call, `{"api": "redeem.consumeCode", "args": {"body": {...}}}`,
 * with `"signIn": true` to sign the driver's phone in first. Each screen gives the request machine its own call, so
 * this one, unlike the others, is the driver's.
 */
function requestTarget(world: DriveWorld): DriveTarget {
  const machine = requestMachine.provide({
    actors: {
      perform: fromPromise<unknown, unknown>(({ input }) =>
        world.track(async () => {
          const { api: name, args, signIn } = (input ?? {}) as { api?: unknown; args?: unknown; signIn?: unknown };
          const [area, call] = typeof name === 'string' ? name.split('.') : [];
          const areaApi = area
            ? (world.device.api as unknown as Record<string, Record<string, unknown>>)[area]
            : undefined;
          const fn = call ? areaApi?.[call] : undefined;
          if (typeof fn !== 'function')
            throw new Error(`payload.api must name an api call such as "vip.getSkus" (got ${JSON.stringify(name)})`);
          if (signIn === true) await world.signIn();
          return withServerMessage(Promise.resolve((fn as (a: unknown) => Promise<unknown>)(args ?? {})));
        }),
      ),
    },
    actions: { succeeded: (_, { result }) => world.effect('succeeded', result) },
  });
  return { machine, input: () => withInput(world, {}) };
}

const signedIn = (world: DriveWorld) => world.device.token() !== '';

/** squad: the page of `--input '{"inviteCode":"FULL01"}'` (default VIP888); joining signs the driver's phone in. */
function squadTarget(world: DriveWorld): DriveTarget {
  return {
    machine: squadMachine.provide(squadServices(signInDeps(world))),
    input: () => withInput(world, { inviteCode: 'VIP888', signedIn: signedIn(world) }),
  };
}

/** studyPlan: the plan of `--input '{"deckId":"4"}'` (the default, a free book anyone may plan); signs the driver in. */
function studyPlanTarget(world: DriveWorld): DriveTarget {
  return {
    machine: studyPlanMachine.provide(studyPlanServices(signInDeps(world))),
    input: () => withInput(world, { deckId: '4' }),
  };
}

function smsCountdownTarget(world: DriveWorld): DriveTarget {
  return { machine: smsCountdownMachine, input: () => withInput(world, {}) };
}

/** appLanding: an Android phone by default (`--input '{"device":"ios","inMessagingApp":true}'`); no page to leave. */
function appLandingTarget(world: DriveWorld): DriveTarget {
  const services = appLandingServices({
    openApp: () => world.effect('openApp', 'the app link is tried'),
    openStore: () => world.effect('openStore', 'the page leaves for the app store'),
  });
  return {
    machine: appLandingMachine.provide(services),
    input: () => withInput(world, { device: 'android', inMessagingApp: false }),
  };
}

/** invite: the landing of `--input '{"huaId":"888888"}'` (the default); accepting signs the driver's phone in. */
function inviteTarget(world: DriveWorld): DriveTarget {
  const services = inviteServices({
    ...signInDeps(world),
    rememberInviter: (userId) => world.effect('rememberInviter', userId),
  });
  return {
    machine: inviteMachine.provide(services),
    input: () => withInput(world, { huaId: '888888', signedIn: signedIn(world) }),
  };
}

/** inviteFriend: the driver's phone signs in and sees its codes (`--phone 13800000888` for the seeded friends). */
function inviteFriendTarget(world: DriveWorld): DriveTarget {
  return {
    machine: inviteFriendMachine.provide(inviteFriendServices(signInDeps(world))),
    input: () => withInput(world, { signedIn: signedIn(world) }),
  };
}

/** freeVip: the driver's phone (a new account by default) signs in, enters a code and studies. */
function freeVipTarget(world: DriveWorld): DriveTarget {
  return {
    machine: freeVipMachine.provide(freeVipServices(signInDeps(world))),
    input: () => withInput(world, { signedIn: signedIn(world) }),
  };
}

/**
 * groupBuy: the page of seed group 9001 on book 1 (`--input '{"groupId":null}'` for the book page's 拼团 block);
 * joining signs the driver's phone in and pays at the demo cashier.
 */
function groupBuyTarget(world: DriveWorld): DriveTarget {
  const services = groupBuyServices({
    ...signInDeps(world),
    payment: drivenPayment(world),
    groupOpened: (groupId) => world.effect('groupOpened', `the page of group ${groupId} opens`),
  });
  return {
    machine: groupBuyMachine.provide(services),
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        bookId: '1',
        groupId: '9001',
        signedIn: signedIn(world),
        ...resumeOf(world),
      }),
  };
}

/** What the driver provides to each machine of the registry, by name. */
export const driveTargets: Record<string, (world: DriveWorld) => DriveTarget> = {
  auth: authTarget,
  phoneLogin: phoneLoginTarget,
  accountDeletion: accountDeletionTarget,
  letterReply: letterReplyTarget,
  refund: refundTarget,
  redeem: redeemTarget,
  creatorBook: creatorBookTarget,
  packageRelease: packageReleaseTarget,
  reviewDecision: reviewDecisionTarget,
  redeemBatch: redeemBatchTarget,
  codeLookup: codeLookupTarget,
  broadcast: broadcastTarget,
  smsCountdown: smsCountdownTarget,
  appLanding: appLandingTarget,
  invite: inviteTarget,
  inviteFriend: inviteFriendTarget,
  freeVip: freeVipTarget,
  wechatAuth: wechatAuthTarget,
  payment: paymentTarget,
  vipPurchase: vipPurchaseTarget,
  bookPurchase: bookPurchaseTarget,
  walletTopUp: walletTopUpTarget,
  search: searchTarget,
  cardViewer: cardViewerTarget,
  bookLease: bookLeaseTarget,
  request: requestTarget,
  squad: squadTarget,
  groupBuy: groupBuyTarget,
  studyPlan: studyPlanTarget,
};
