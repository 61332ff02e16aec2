import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../ui/shell/RouteProgress';
import {
  bookFirstRequests,
  groupBuyFirstRequests,
  inviteFirstRequests,
  libraryFirstRequests,
  orderFirstRequests,
  sharedBookFirstRequests,
  squadFirstRequests,
  vipFirstRequests,
} from './firstRequests';
import { onEntryOnly, sendAhead } from './sendAhead';
import Home from './home/Home';
import AppShell from './shell/AppShell';
import { lazyScreen } from './shell/lazyScreen';
import { TitledSkeleton } from './shell/TitledScreen';
import RouteError from './shell/RouteError';
import { safePath } from '../lib/safePath';

/** The book library (spec §2): the sale page, a book, and the pages around a book. */
const LIBRARY_SCREENS: RouteObject[] = [
  {
    path: 'sale/cm',
    handle: { title: '书库' },
    loader: sendAhead(libraryFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: lazyScreen(() => import('./library/Library')),
  },
  {
    path: 'book/:id',
    handle: { title: '书籍详情' },
    loader: sendAhead(bookFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: lazyScreen(() => import('./library/BookDetail')),
  },
  {
    path: 'book-comments/:id',
    handle: { title: '书籍致谢' },
    lazy: lazyScreen(() => import('./library/BookComments')),
  },
  {
    path: 'book/:id/groupbuy/:parentInstanceId',
    handle: { title: '拼团购书' },
    loader: sendAhead(groupBuyFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: lazyScreen(() => import('./groupbuy/GroupBuyScreen')),
  },
  { path: 'groupbuy/my', handle: { title: '我的拼团' }, lazy: lazyScreen(() => import('./groupbuy/MyGroups')) },
  {
    path: 'book/:bookId/u/:uid',
    handle: { title: '好友推荐' },
    loader: sendAhead(sharedBookFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: lazyScreen(() => import('./library/SharedBook')),
  },
  { path: 'creator/apply', handle: { title: '创作者申请' }, lazy: lazyScreen(() => import('./creator/CreatorApply')) },
  {
    path: 'creator/apply-status',
    handle: { title: '申请进度' },
    lazy: lazyScreen(() => import('./creator/ApplicationStatus')),
  },
  { path: 'creator', handle: { title: '创作者中心' }, lazy: lazyScreen(() => import('./creator/CreatorCentre')) },
  {
    path: 'creator/orders',
    handle: { title: '创作者订单' },
    lazy: lazyScreen(() => import('./creator/CreatorOrders')),
  },
  {
    path: 'creator/feedback',
    handle: { title: '读者反馈' },
    lazy: lazyScreen(() => import('./creator/CreatorFeedback')),
  },
  {
    path: 'creator/books',
    handle: { title: '我的作品' },
    lazy: lazyScreen(() => import('./creator/CreatorBooks')),
  },
  {
    path: 'creator/packages',
    handle: { title: '我的卡包' },
    lazy: lazyScreen(() => import('./creator/packages/Packages')),
  },
  {
    path: 'creator/packages/:uuid',
    handle: { title: '卡包' },
    lazy: lazyScreen(() => import('./creator/packages/PackageDetail')),
  },
  { path: 'me/promotion', handle: { title: '推广订单' }, lazy: lazyScreen(() => import('./creator/Promotion')) },
  { path: 'czyBinding', handle: { title: '账号绑定' }, lazy: lazyScreen(() => import('./binding/CzyBinding')) },
  { path: 'u/:uid', handle: { title: '用户主页' }, lazy: lazyScreen(() => import('./profile/UserPage')) },
  {
    path: 'book-previewer/:id',
    handle: { title: '书籍预览' },
    lazy: lazyScreen(() => import('./library/CardPreview')),
  },
];

/** 我的: the learner's own pages (not in spec §2's table), each two taps from / at most. */
const ME_SCREENS: RouteObject[] = [
  { path: 'me', handle: { title: '我的' }, lazy: lazyScreen(() => import('./me/Me')) },
  { path: 'me/orders', handle: { title: '我的订单' }, lazy: lazyScreen(() => import('./me/Orders')) },
  { path: 'me/redeem', handle: { title: '兑换码' }, lazy: lazyScreen(() => import('./me/Redeem')) },
  { path: 'me/wallet', handle: { title: '钱包' }, lazy: lazyScreen(() => import('./me/Wallet')) },
  { path: 'search', handle: { title: '搜索' }, lazy: lazyScreen(() => import('./search/Search')) },
  { path: 's/:key', handle: { title: '打开链接' }, lazy: lazyScreen(() => import('./shortlink/ShortLink')) },
  { path: 'me/feedback', handle: { title: '意见反馈' }, lazy: lazyScreen(() => import('./me/Feedback')) },
  { path: 'me/settings', handle: { title: '设置' }, lazy: lazyScreen(() => import('./me/Settings')) },
  { path: 'me/following', handle: { title: '我的关注' }, lazy: lazyScreen(() => import('./me/Following')) },
  { path: 'me/books', handle: { title: '我的书架' }, lazy: lazyScreen(() => import('./study/Bookshelf')) },
  { path: 'me/messages', handle: { title: '消息' }, lazy: lazyScreen(() => import('./me/Messages')) },
  { path: 'me/messages/:letterId', handle: { title: '消息' }, lazy: lazyScreen(() => import('./me/Letter')) },
  { path: 'me/accounts', handle: { title: '账号与安全' }, lazy: lazyScreen(() => import('./me/Accounts')) },
  {
    path: 'me/accounts/delete',
    handle: { title: '注销账号' },
    lazy: lazyScreen(() => import('./me/DeleteAccount')),
  },
];

/** 管理后台: managers and admins (roles are the server's: every call answers 403 to anyone else). */
const ADMIN_SCREENS: RouteObject[] = [
  { path: 'admin', handle: { title: '管理后台' }, lazy: lazyScreen(() => import('./admin/AdminHome')) },
  { path: 'admin/reviews', handle: { title: '内容审核' }, lazy: lazyScreen(() => import('./admin/AdminReviews')) },
  { path: 'admin/profiles', handle: { title: '资料审核' }, lazy: lazyScreen(() => import('./admin/AdminProfiles')) },
  { path: 'admin/users', handle: { title: '用户查询' }, lazy: lazyScreen(() => import('./admin/AdminUsers')) },
  { path: 'admin/redeem', handle: { title: '兑换码管理' }, lazy: lazyScreen(() => import('./admin/AdminRedeem')) },
  { path: 'admin/feedback', handle: { title: '反馈处理' }, lazy: lazyScreen(() => import('./admin/AdminFeedback')) },
  { path: 'admin/letters', handle: { title: '站内信' }, lazy: lazyScreen(() => import('./admin/AdminLetters')) },
  { path: 'admin/recover', handle: { title: '数据恢复' }, lazy: lazyScreen(() => import('./admin/AdminRecover')) },
  { path: 'admin/audit', handle: { title: '验证码查询记录' }, lazy: lazyScreen(() => import('./admin/AdminAudit')) },
];

const orderDetail = lazyScreen(() => import('./order/OrderDetail'));

/** The money path (spec §1 H5 flows): VIP purchase and gifts, orders, the payment return and the desktop pages. */
const PAYMENT_SCREENS: RouteObject[] = [
  {
    path: 'vip-subscribe',
    handle: { title: 'VIP会员' },
    loader: sendAhead(vipFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: lazyScreen(() => import('./vip/VipSubscribe')),
  },
  { path: 'buy-vip-gift', handle: { title: '赠送VIP' }, lazy: lazyScreen(() => import('./vip/BuyVipGift')) },
  {
    path: 'vip-order/:orderId',
    handle: { title: 'VIP订单' },
    loader: sendAhead(orderFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: orderDetail,
  },
  {
    path: 'order/:id',
    handle: { title: '订单详情' },
    loader: sendAhead(orderFirstRequests),
    shouldRevalidate: onEntryOnly,
    lazy: orderDetail,
  },
  { path: 'go/pingppCallback', handle: { title: '支付结果' }, lazy: lazyScreen(() => import('./pay/PaymentReturn')) },
  { path: 'pc', handle: { title: '电脑版' }, lazy: lazyScreen(() => import('./pay/DesktopLanding')) },
  { path: 'pc-pay', handle: { title: '电脑端支付' }, lazy: lazyScreen(() => import('./pay/DesktopPay')) },
];

/** Spec §2 sign-in callbacks: their lazy module's loader hands the provider's answer to the sign-in actor. */
const OAUTH_CALLBACKS: [path: string, title: string][] = [
  ['go/wxCallback', '微信授权'],
  ['wx-login-cb', '微信登录'],
  ['qq-login-cb', 'QQ登录'],
];
const oauthCallbackScreen = lazyScreen(() => import('./auth/OAuthCallback'));

/** Spec §2: a query with method=alipay is replaced by the same path without the query, kept on this site. */
export function stripAlipayQuery({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('method') === 'alipay') throw replace(safePath(url.pathname + url.hash));
  return null;
}

/** A page outside the app shell: its own skeleton while its module loads. */
const standalonePage = (path: string, title: string, load: Parameters<typeof lazyScreen>[0]): RouteObject => ({
  path,
  handle: { title },
  HydrateFallback: PageSkeleton,
  lazy: lazyScreen(load),
});

/** Pages of the embedded demo backend (cashier, authorize, store, chat) and the flows viewer; MODE is inlined, so production drops them. */
const DEMO_PAGES: RouteObject[] =
  import.meta.env.MODE === 'production'
    ? []
    : [
        standalonePage('/__demo/cashier', '收银台', () => import('../demo/pages/CashierPage')),
        standalonePage('/__demo/oauth/:provider', '授权', () => import('../demo/pages/OAuthPage')),
        standalonePage('/__demo/store/:platform', '应用商店', () => import('../demo/pages/StorePage')),
        standalonePage('/__demo/support/:productId', '客服中心', () => import('../demo/pages/SupportChatPage')),
        standalonePage('/__flows', '流程图', () => import('./flows/FlowsPage')),
      ];

export const routes: RouteObject[] = [
  ...DEMO_PAGES,
  {
    id: 'root',
    path: '/',
    Component: AppShell,
    HydrateFallback: TitledSkeleton,
    ErrorBoundary: RouteError,
    loader: stripAlipayQuery,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: Home },
          // The loader always redirects; the skeleton stands in for the element React Router expects on a leaf route.
          { path: 'page/libraryBook', loader: () => replace('/sale/cm'), Component: PageSkeleton },
          ...PAYMENT_SCREENS,
          ...LIBRARY_SCREENS,
          ...ME_SCREENS,
          ...ADMIN_SCREENS,
          {
            path: 'invite/:huaid',
            handle: { title: '好友邀请' },
            loader: sendAhead(inviteFirstRequests),
            shouldRevalidate: onEntryOnly,
            lazy: lazyScreen(() => import('./invite/InviteLanding')),
          },
          {
            path: 'invite-friend',
            handle: { title: '邀请好友' },
            lazy: lazyScreen(() => import('./invite/InviteFriend')),
          },
          {
            path: 'me/plan/:bookId',
            handle: { title: '学习计划' },
            lazy: lazyScreen(() => import('./study/StudyPlanScreen')),
          },
          { path: 'me/stats', handle: { title: '学习统计' }, lazy: lazyScreen(() => import('./study/StudyStats')) },
          { path: 'free-vip', handle: { title: '免费领VIP' }, lazy: lazyScreen(() => import('./invite/FreeVip')) },
          {
            path: 'go/landing',
            handle: { title: '下载App' },
            lazy: lazyScreen(() => import('./landing/AppLanding')),
          },
          {
            path: 'txc/:productId',
            handle: { title: '客服中心' },
            lazy: lazyScreen(() => import('./support/CustomerService')),
          },
          {
            path: 'squad/:inviteCode',
            handle: { title: 'VIP小队' },
            loader: sendAhead(squadFirstRequests),
            shouldRevalidate: onEntryOnly,
            lazy: lazyScreen(() => import('./squad/SquadScreen')),
          },
          ...OAUTH_CALLBACKS.map(([path, title]): RouteObject => ({
            path,
            handle: { title },
            lazy: oauthCallbackScreen,
          })),
          { path: '*', handle: { title: '页面不存在' }, lazy: lazyScreen(() => import('./shell/NotFound')) },
        ],
      },
    ],
  },
];
