import type { User } from '../../src/domain/user';
/**
 * Node-safe equivalents of the route services (src/routes/**), against the demo backend on msw/node.
 * The routes use browser globals (window, localStorage, the WeChat bridge); here the "page" is a plain
 * object that survives `{"reload": true}` the way localStorage survives a full-page redirect.
 */
import { assign, fromPromise, type AnyStateMachine, type NonReducibleUnknown } from 'xstate';
import { issueOAuthCode } from '../../src/demo/handlers/wechat';
import { confirmCharge } from '../../src/demo/handlers/settle';
import { authMachine } from '../../src/machines/auth.machine';
import { bookPurchaseMachine } from '../../src/machines/bookPurchase.machine';
import type { Coupon } from '../../src/domain/book';
import type { LoginInput, LoginOutput, SendCodeInput, SendCodeOutput } from '../../src/machines/phoneLogin.machine';
import { phoneLoginMachine } from '../../src/machines/phoneLogin.machine';
import { accountDeletionMachine } from '../../src/machines/accountDeletion.machine';
import { accountDeletionServices } from '../../src/routes/me/accountDeletionServices';
import { creatorBookMachine } from '../../src/machines/creatorBook.machine';
import { creatorBookServices } from '../../src/routes/creator/creatorBookServices';
import { AUTHOR_PHONES } from '../../src/demo/personas';
import { requestMachine } from '../../src/machines/request.machine';
import { appLandingMachine } from '../../src/machines/appLanding.machine';
import { inviteMachine } from '../../src/machines/invite.machine';
import { inviteFriendMachine } from '../../src/machines/inviteFriend.machine';
import { freeVipMachine } from '../../src/machines/freeVip.machine';
import {
  activateInviteCode,
  claimLearnReward,
  loadFreeVipPage,
  loadInviteFriendPage,
} from '../../src/services/learnReward';
import type { FreeVipPage, InviteFriendPage, RewardClaim } from '../../src/domain/learnReward';
import { inviteOutcome, loadInviter } from '../../src/services/invite';
import type { Inviter, InviteOutcome } from '../../src/domain/invite';
import { smsCountdownMachine } from '../../src/machines/smsCountdown.machine';
import { squadMachine } from '../../src/machines/squad.machine';
import { studyPlanMachine, type StudyPlanInput } from '../../src/machines/studyPlan.machine';
import { loadStudyPlan } from '../../src/services/studyPlan';
import type { PlanChange, PlanSettings, StudyPlan } from '../../src/domain/studyPlan';
import { groupBuyMachine } from '../../src/machines/groupBuy.machine';
import { groupActions, loadGroupBuyPage, type GroupBuyPageQuery } from '../../src/services/groupBuy';
import type { Cancellable, Group, GroupBuyPage } from '../../src/domain/groupBuy';
import { loadSquadPage } from '../../src/services/squad';
import type { SquadPage } from '../../src/domain/squad';
import type { PayChannel, PayOutcome } from '../../src/domain/payment';
import type { VipState } from '../../src/domain/vip';
import { paymentMachine, type PayInput } from '../../src/machines/payment.machine';
import { vipPurchaseMachine, type CatalogOutput } from '../../src/machines/vipPurchase.machine';
import { paymentServices } from '../../src/routes/pay/paymentServices';
import { withServerMessage } from '../../src/services/http/errors';
import { cashierReturnUrl } from '../../src/services/payment';
import { OAUTH_FLOW_REQUEST } from '../../src/services/oauth';
import { OAUTH_CALLBACK_PATHS, type SigninCredential } from '../../src/domain/signin';
import { wechatAuthMachine, type BrowserKind } from '../../src/machines/wechatAuth.machine';
import type { Api } from '../../src/services/api';
import { phoneSigninBody } from '../../src/services/api/auth';
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
  /** Signs the driver's phone in through send_sms_code + signin/phone, once; returns the raw token. */
  signIn(): Promise<string>;
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

/** Like the app's services: the server's reason, when there is one, is the error message. */
function promise<TOutput, TInput = NonReducibleUnknown>(world: DriveWorld, run: (input: TInput) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input }) => world.track(() => run(input)));
}

const withInput = (world: DriveWorld, base: Record<string, unknown>) => ({ ...base, ...world.options.input });

function authTarget(world: DriveWorld): DriveTarget {
  world.device.onUnauthorized(() => world.forward({ type: 'http.unauthorized' }));
  const machine = authMachine.provide({
    actors: {
      fetchMyInfo: promise<User, { token: string }>(world, ({ token }) => {
        const device = createDevice();
        device.setToken(token);
        device.onUnauthorized(() => world.forward({ type: 'http.unauthorized' }));
        return device.api.auth.getMyInfo();
      }),
    },
    actions: {
      persistToken: (_, { token }) => {
        world.page.token = token;
        world.device.setToken(token);
        world.effect('persistToken', '(token stored)');
      },
      clearLogin: () => {
        world.page.token = '';
        world.device.setToken('');
        world.effect('clearLogin');
      },
      reloadPage: () => world.effect('reloadPage', 'send {"reload": true} to load the page again'),
      announceSessionExpired: () => world.effect('announceSessionExpired', '登录已失效，请重新登录'),
      storeUserInfo: (_, { user }) => world.effect('storeUserInfo', { user_id: user.user_id, nickname: user.nickname }),
      reportUser: (_, user) => world.effect('reportUser', user),
    },
  });
  return { machine, input: () => withInput(world, { token: world.page.token }) };
}

/** The sign-in sheet's effects in Node: the code, the captcha, and a login that becomes the driver's session. */
function phoneLoginServicesFor(world: DriveWorld) {
  const { api } = world.device;
  return {
    actors: {
      sendCode: promise<SendCodeOutput, SendCodeInput>(world, (input) =>
        api.auth.sendSmsCode({
          body: {
            purpose: 'SIGNIN',
            country_code: 86,
            phone_number: input.phone,
            ...(input.captcha ? { captcha: input.captcha } : {}),
          },
        }),
      ),
      loadPuzzle: promise<unknown>(world, async () => {
        const puzzle = await api.auth.getBlockPuzzle({ noToast: true });
        if (puzzle.repCode !== '0000') throw new Error(puzzle.repMsg ?? '验证图片加载失败');
        return puzzle;
      }),
      login: promise<LoginOutput, LoginInput>(world, async (input) => {
        const answer = await withServerMessage(
          api.auth.signinPhone({
            body: phoneSigninBody(input),
            noBadRequestToast: true,
          }),
        );
        world.device.setToken(answer.token);
        world.page.token = `Bearer ${answer.token}`;
        return answer;
      }),
    },
    actions: { notify: (_: unknown, { message }: { message: string }) => world.effect('notify', message) },
  };
}

function phoneLoginTarget(world: DriveWorld): DriveTarget {
  return { machine: phoneLoginMachine.provide(phoneLoginServicesFor(world)), input: () => withInput(world, {}) };
}

/** 注销账号 for the driver's phone: sign in with an SMS code, confirm, and the account is gone from the demo. */
function accountDeletionTarget(world: DriveWorld): DriveTarget {
  const machine = accountDeletionMachine.provide(
    accountDeletionServices({
      api: world.device.api,
      verifyServices: phoneLoginServicesFor(world),
      adoptSession: (token) => world.effect('adoptSession', `${token.slice(0, 8)}…`),
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
 * creatorBook: a book of 我的作品, signed in as 林老师 (`--phone` for another author); the first of the shelf, or
 * `--input '{"bookId":"8100003"}'`.
 */
function creatorBookTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
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

function wechatAuthTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  let states = 0;
  const machine = wechatAuthMachine.provide({
    actors: {
      signJsApi: promise<void, { url: string }>(world, async ({ url }) => {
        await api.weixin.createJsApiSignature({ body: { url }, noToast: true });
      }),
      exchangeCode: promise<{ openId: string }, { code: string }>(world, async ({ code }) => {
        const { open_id } = await api.weixin.authorizeCode({ body: { code }, noToast: true });
        return { openId: open_id };
      }),
      signin: promise<{ token: string }, SigninCredential>(world, ({ provider, credential }) =>
        provider === 'qq'
          ? api.auth.signinQQ({ body: { access_token: credential }, noToast: true })
          : api.auth.signinWechat({ body: { code: credential }, noToast: true }),
      ),
    },
    actions: {
      // Deterministic, and letters and digits only like the real one.
      makeState: assign({ oauthState: () => `DriveState${String(++states).padStart(4, '0')}` }),
      rememberState: (_, { state }) => {
        world.page.oauthState = state;
      },
      // The driver plays the provider's authorize page: the user agrees, and a one-time code is issued.
      redirectToAuthorize: (_, params) => {
        const { store } = world.backend;
        const { provider, scope = 'token' } = OAUTH_FLOW_REQUEST[params.flow];
        const returnTo = `${OAUTH_CALLBACK_PATHS[params.flow]}?r=${encodeURIComponent(params.returnPath)}`;
        world.oauthCode = store.change((s) => issueOAuthCode(s, provider, scope, store.now(), store.random));
        world.effect(
          'redirectToAuthorize',
          `${provider} ${scope} → ${returnTo}; the callback can use "$oauthCode" and "$oauthState" after {"reload": true}`,
        );
      },
      storeOpenId: (_, { openId }) => {
        world.page.openID = openId;
        world.effect('storeOpenId', openId);
      },
      navigate: (_, { to }) => world.effect('navigate', to),
      notify: (_, { message }) => world.effect('notify', message),
    },
  });
  return {
    machine,
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

/** The payment machine with the app's services, paying at the demo cashier; `track` wraps each call. */
function drivenPayment(world: DriveWorld, track: <T>(work: () => Promise<T>) => Promise<T>) {
  const { api } = world.device;
  return paymentMachine.provide(
    paymentServices({
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
    }),
  );
}

/** The payment machine alone: it buys `--input '{"request":{"kind":"vip","skuId":"vip_year","isGift":false}}'`. */
function paymentTarget(world: DriveWorld): DriveTarget {
  // Orders need a signed-in buyer: the driver signs its phone in before the first call.
  const machine = drivenPayment(world, async (work) => {
    await world.signIn();
    return world.track(work);
  });
  return {
    machine,
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
  const { api } = world.device;
  const machine = vipPurchaseMachine.provide({
    actors: {
      loadCatalog: promise<CatalogOutput>(world, async () => {
        const [{ skus }, vip] = await Promise.all([
          api.vip.getSkus({ path: { ios_system: 'false' } }),
          world.device.token() ? api.vip.getMyVip().catch(() => null) : Promise.resolve(null),
        ]);
        return { skus, vip };
      }),
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      payment: drivenPayment(world, (work) => world.track(work)),
      loadVip: promise<VipState>(world, () => api.vip.getMyVip()),
    },
    actions: {
      clearPendingOrder: () => {
        world.page.pendingOrderId = '';
      },
      openOrderPage: (_, { orderId }) => world.effect('navigate', `/vip-order/${orderId}`),
    },
  });
  return {
    machine,
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        // A reload is the cashier sending the page back to /go/pingppCallback: its success page confirms
        // patiently, its cancel page (--cancel) once.
        ...(world.page.pendingOrderId
          ? { resume: { orderId: world.page.pendingOrderId, confirm: world.options.cancel ? 'once' : 'patient' } }
          : {}),
      }),
  };
}

/** bookPurchase: buys library book 3 (`--input '{"bookId":"1","price":1990}'` for another) with the best coupon. */
function bookPurchaseTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = bookPurchaseMachine.provide({
    actors: {
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      loadCoupons: promise<Coupon[], { bookId: string }>(world, async () => (await api.order.getMyCoupons()).coupons),
      payment: drivenPayment(world, (work) => world.track(work)),
    },
    actions: { bookOwned: () => world.effect('bookOwned', 'the book page reloads its state: 已拥有') },
  });
  return {
    machine,
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        bookId: '3',
        price: 2990,
        ...(world.page.pendingOrderId
          ? { resume: { orderId: world.page.pendingOrderId, confirm: world.options.cancel ? 'once' : 'patient' } }
          : {}),
      }),
  };
}

/**
 * request: the `run` payload names one api call, `{"api": "redeem.consumeCode", "args": {"body": {...}}}`,
 * with `"signIn": true` to sign the driver's phone in first.
 */
function requestTarget(world: DriveWorld): DriveTarget {
  const machine = requestMachine.provide({
    actors: {
      perform: promise<unknown, unknown>(world, async (payload) => {
        const { api: name, args, signIn } = (payload ?? {}) as { api?: unknown; args?: unknown; signIn?: unknown };
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
    },
    actions: { succeeded: (_, { result }) => world.effect('succeeded', result) },
  });
  return { machine, input: () => withInput(world, {}) };
}

/** squad: the page of `--input '{"inviteCode":"FULL01"}'` (default VIP888); joining signs the driver's phone in. */
function squadTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = squadMachine.provide({
    actors: {
      loadSquad: promise<SquadPage, { inviteCode: string; signedIn: boolean }>(world, ({ inviteCode, signedIn }) =>
        loadSquadPage(api, inviteCode, signedIn),
      ),
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      joinSquad: promise<unknown, { inviteCode: string }>(world, ({ inviteCode }) =>
        withServerMessage(api.vip.joinSquad({ body: { invite_code: inviteCode }, noToast: true })),
      ),
      exitSquad: promise<unknown, { squadId: string }>(world, ({ squadId }) =>
        withServerMessage(api.vip.exitSquad({ path: { squad_id: squadId }, body: {}, noToast: true })),
      ),
    },
  });
  return {
    machine,
    input: () => withInput(world, { inviteCode: 'VIP888', signedIn: world.device.token() !== '' }),
  };
}

/** studyPlan: the plan of `--input '{"deckId":"4"}'` (the default, a free book anyone may plan); signs the driver in. */
function studyPlanTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = studyPlanMachine.provide({
    actors: {
      loadPlan: promise<StudyPlan, StudyPlanInput>(world, async ({ deckId }) => {
        await world.signIn();
        return withServerMessage(loadStudyPlan(api, deckId));
      }),
      updatePlan: promise<PlanSettings, StudyPlanInput & { change: PlanChange }>(world, ({ deckId, change }) =>
        withServerMessage(api.study.updateStudyPlan({ body: { deck_id: deckId, ...change }, noToast: true })),
      ),
      extendPlan: promise<PlanSettings, StudyPlanInput & { days: number }>(world, ({ deckId, days }) =>
        withServerMessage(api.study.extendStudyPlan({ body: { deck_id: deckId, days }, noToast: true })),
      ),
      resetPlan: promise<PlanSettings, StudyPlanInput>(world, ({ deckId }) =>
        withServerMessage(api.study.resetStudyPlan({ body: { deck_id: deckId }, noToast: true })),
      ),
    },
  });
  return { machine, input: () => withInput(world, { deckId: '4' }) };
}

function smsCountdownTarget(world: DriveWorld): DriveTarget {
  return { machine: smsCountdownMachine, input: () => withInput(world, {}) };
}

/** appLanding: an Android phone by default (`--input '{"device":"ios","inMessagingApp":true}'`); no page to leave. */
function appLandingTarget(world: DriveWorld): DriveTarget {
  return { machine: appLandingMachine, input: () => withInput(world, { device: 'android', inMessagingApp: false }) };
}

/** invite: the landing of `--input '{"huaId":"888888"}'` (the default); accepting signs the driver's phone in. */
function inviteTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = inviteMachine.provide({
    actors: {
      loadInviter: promise<Inviter | null, { huaId: string }>(world, ({ huaId }) => loadInviter(api, huaId)),
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      loadOutcome: promise<InviteOutcome, { inviterId: string }>(world, ({ inviterId }) =>
        inviteOutcome(api, inviterId),
      ),
    },
  });
  return { machine, input: () => withInput(world, { huaId: '888888', signedIn: world.device.token() !== '' }) };
}

/** inviteFriend: the driver's phone signs in and sees its codes (`--phone 13800000888` for the seeded friends). */
function inviteFriendTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = inviteFriendMachine.provide({
    actors: {
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      loadPage: promise<InviteFriendPage>(world, () => loadInviteFriendPage(api)),
      claimReward: promise<RewardClaim, { friendId: string }>(world, ({ friendId }) => claimLearnReward(api, friendId)),
    },
  });
  return { machine, input: () => withInput(world, { signedIn: world.device.token() !== '' }) };
}

/** freeVip: the driver's phone (a new account by default) signs in, enters a code and studies. */
function freeVipTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const machine = freeVipMachine.provide({
    actors: {
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      loadPage: promise<FreeVipPage>(world, () => loadFreeVipPage(api)),
      activateCode: promise<unknown, { code: string }>(world, ({ code }) => activateInviteCode(api, code)),
      claimReward: promise<RewardClaim>(world, () => claimLearnReward(api)),
    },
  });
  return { machine, input: () => withInput(world, { signedIn: world.device.token() !== '' }) };
}

/**
 * groupBuy: the page of seed group 9001 on book 1 (`--input '{"groupId":null}'` for the book page's 拼团 block);
 * joining signs the driver's phone in and pays at the demo cashier.
 */
function groupBuyTarget(world: DriveWorld): DriveTarget {
  const { api } = world.device;
  const actions = groupActions(api);
  const machine = groupBuyMachine.provide({
    actors: {
      loadPage: promise<GroupBuyPage, GroupBuyPageQuery>(world, (query) => loadGroupBuyPage(api, query)),
      requireLogin: promise<void>(world, async () => {
        await world.signIn();
      }),
      enterFree: promise<Group, { bookId: string; groupId: string | null }>(world, ({ bookId, groupId }) =>
        actions.enterFree(bookId, groupId),
      ),
      checkCancellable: promise<Cancellable, { groupId: string }>(world, ({ groupId }) =>
        actions.checkCancellable(groupId),
      ),
      cancelGroup: promise<Group, { groupId: string }>(world, ({ groupId }) => actions.cancel(groupId)),
      completeGroup: promise<Group, { groupId: string }>(world, ({ groupId }) => actions.complete(groupId)),
      payment: drivenPayment(world, (work) => world.track(work)),
    },
    actions: { groupOpened: (_, { groupId }) => world.effect('groupOpened', `the page of group ${groupId} opens`) },
  });
  return {
    machine,
    input: () =>
      withInput(world, {
        channel: world.options.channel ?? 'ALIPAY',
        bookId: '1',
        groupId: '9001',
        signedIn: world.device.token() !== '',
        ...(world.page.pendingOrderId
          ? { resume: { orderId: world.page.pendingOrderId, confirm: world.options.cancel ? 'once' : 'patient' } }
          : {}),
      }),
  };
}

/** What the driver provides to each machine of the registry, by name. */
export const driveTargets: Record<string, (world: DriveWorld) => DriveTarget> = {
  auth: authTarget,
  phoneLogin: phoneLoginTarget,
  accountDeletion: accountDeletionTarget,
  creatorBook: creatorBookTarget,
  smsCountdown: smsCountdownTarget,
  appLanding: appLandingTarget,
  invite: inviteTarget,
  inviteFriend: inviteFriendTarget,
  freeVip: freeVipTarget,
  wechatAuth: wechatAuthTarget,
  payment: paymentTarget,
  vipPurchase: vipPurchaseTarget,
  bookPurchase: bookPurchaseTarget,
  request: requestTarget,
  squad: squadTarget,
  groupBuy: groupBuyTarget,
  studyPlan: studyPlanTarget,
};
