import type { Params } from 'react-router-dom';
import { huaIdOf } from '../domain/invite';
import { isOrderId, isSquadCode, normalizeSquadCode, userRefOf } from '../domain/linkIds';
import { bookIdFromParam } from '../lib/bookCode';
import { getAhead, type AheadGet } from '../services/api/endpoint';
import { bookReads, feedbackReads, groupbuyReads, orderReads, userReads, vipReads } from '../services/api/firstReads';
import { bookRatingRequest } from './library/bookSections';
import { filtersFrom, pageQuery } from './library/libraryFilters';
import { skuPlatform } from './vip/skuPlatform';

/*
 * The first GETs of a screen, as its route is entered: each follows its screen's own requests, `noToast` included, so
 * the screen's identical requests take their answers (HttpClient.warm); the ui tests check that every one of them goes
 * out once. Route loaders send them as the route matches (routes/sendAhead.ts). On a page load the boot module sends
 * them with the HTML (routes/boot), before the app's scripts have run: these functions are built into it too, so they
 * read nothing but what they are given.
 */

/** The route being entered: its params, its address, and whether the reader is signed in. */
export interface RouteEntry {
  params: Params;
  url: URL;
  signedIn: boolean;
}

export type FirstRequests = (entry: RouteEntry) => AheadGet[];

/**
 * /book/:id: the book itself, whose cover is the page's largest image (also the first request of `npm run
 * lighthouse`'s empty data page, the floor).
 */
export const bookItselfFirst: FirstRequests = ({ params }) => {
  const bookId = bookIdFromParam(params.id);
  const book = bookId && getAhead(bookReads.getLibraryBook, { path: { library_book_id: bookId }, noToast: true });
  return book ? [{ ...book, largestImage: 'cover_url' }] : [];
};

/**
 * /book/:id: the book and its rating. The comments and the recommendations, far below, wait until the book has been
 * drawn (BookDetail.tsx): their requests (each with its CORS preflight) and covers would take the network from it.
 */
export const bookFirstRequests: FirstRequests = (entry) => {
  const bookId = bookIdFromParam(entry.params.id);
  if (!bookId) return [];
  return [...bookItselfFirst(entry), getAhead(feedbackReads.getRemarkRatio, bookRatingRequest(bookId))];
};

/** /vip-subscribe: the plans, and the signed-in reader's VIP. */
export const vipFirstRequests: FirstRequests = ({ signedIn }) => [
  getAhead(vipReads.getSkus, { path: skuPlatform }),
  ...(signedIn ? [getAhead(vipReads.getMyVip, {})] : []),
];

/** /sale/cm: the categories and the first page of books for the filters in the address. */
export const libraryFirstRequests: FirstRequests = ({ url }) => [
  getAhead(bookReads.listCategories, { noToast: true }),
  getAhead(bookReads.listLibrary, { query: pageQuery(filtersFrom(url.searchParams), 1), noToast: true }),
];

/**
 * /book/:id/groupbuy/:parentInstanceId: the book (GroupBuyScreen.tsx), and the group-buy page's first reads
 * (services/groupBuy.ts): the book's rules, the group of the link, and the signed-in reader's free times and passes.
 * Back from the cashier (`order_id` in the address), the page confirms the payment before it reads the group, which
 * the payment changes: only the book goes ahead then.
 */
export const groupBuyFirstRequests: FirstRequests = (entry) => {
  const bookId = bookIdFromParam(entry.params.id);
  if (!bookId) return [];
  const book = bookItselfFirst(entry);
  if (isOrderId(entry.url.searchParams.get('order_id'))) return book;
  const groupId = entry.params.parentInstanceId ?? '';
  const path = { library_book_id: bookId };
  return [
    ...book,
    getAhead(groupbuyReads.getBookConfig, { path, query: { show_original_price: true }, noToast: true }),
    ...(/^\d{1,20}$/.test(groupId) ? [getAhead(groupbuyReads.getGroup, { path: { id: groupId }, noToast: true })] : []),
    ...(entry.signedIn
      ? [
          getAhead(groupbuyReads.getLeftFreeTimes, { noToast: true }),
          getAhead(vipReads.getGroupBuyLeftPassTimes, { noToast: true }),
        ]
      : []),
  ];
};

/** /invite/:huaid: the inviter's user id for the hua id (services/profile.ts); their profile needs its answer. */
export const inviteFirstRequests: FirstRequests = ({ params }) => {
  const huaId = huaIdOf(params.huaid);
  return huaId ? [getAhead(userReads.getUserIdByHuaId, { query: { hua_id: huaId }, noToast: true })] : [];
};

/** /squad/:inviteCode: the squad of the code, and the signed-in reader's own squad (services/squad.ts). */
export const squadFirstRequests: FirstRequests = ({ params, signedIn }) => {
  const inviteCode = params.inviteCode ?? '';
  if (!isSquadCode(inviteCode)) return [];
  return [
    getAhead(vipReads.getSquadByInviteCode, { path: { invite_code: normalizeSquadCode(inviteCode) }, noToast: true }),
    ...(signedIn ? [getAhead(vipReads.getMySquad, { noToast: true })] : []),
  ];
};

/**
 * /vip-order/:orderId and /order/:id: the order (OrderDetail.tsx). A signed-out visitor opening a gift sends it too:
 * the gift shows without a sign-in, and a 401 asks for one.
 */
export const orderFirstRequests: FirstRequests = ({ params }) => {
  const orderId = params.orderId ?? params.id;
  return isOrderId(orderId) ? [getAhead(orderReads.getOrder, { path: { order_id: orderId }, noToast: true })] : [];
};

/** /book/:bookId/u/:uid: the book page's first requests, and the sharer's profile, or their user id for a hua id. */
export const sharedBookFirstRequests: FirstRequests = (entry) => {
  const ref = userRefOf(entry.params.uid);
  const sharer = !ref
    ? []
    : ref.kind === 'hua'
      ? [getAhead(userReads.getUserIdByHuaId, { query: { hua_id: ref.huaId }, noToast: true })]
      : [getAhead(userReads.getBasicInfo, { path: { user_id: ref.userId }, noToast: true })];
  return [...bookFirstRequests({ ...entry, params: { id: entry.params.bookId } }), ...sharer];
};
