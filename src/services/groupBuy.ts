import {
  NO_FREE_TIMES_CODE,
  NoFreeTimesError,
  type Cancellable,
  type Group,
  type GroupBuyPage,
} from '../domain/groupBuy';
import type { Api } from './api';
import { HttpError, userMessage, withServerMessage } from './http/errors';

const missing = (error: unknown) => error instanceof HttpError && error.status === 404;
const orNullWhenMissing = <T>(work: Promise<T>): Promise<T | null> =>
  work.catch((error: unknown) => {
    if (missing(error)) return null;
    throw error;
  });

export interface GroupBuyPageQuery {
  bookId: string;
  /** The group of the link, or null for the book page. */
  groupId: string | null;
  signedIn: boolean;
}

/**
 * A group-buy screen's data: the book's rules (null without a group buy), the group of the link or my open group
 * of the book, the open groups to join, and my free times and VIP passes. A group of another book is not found.
 */
export const loadGroupBuyPage = (api: Api, query: GroupBuyPageQuery): Promise<GroupBuyPage> =>
  withServerMessage(load(api, query));

async function load(api: Api, { bookId, groupId, signedIn }: GroupBuyPageQuery): Promise<GroupBuyPage> {
  const path = { library_book_id: bookId };
  const [config, group, openGroups, freeTimes, passTimes] = await Promise.all([
    orNullWhenMissing(api.groupbuy.getBookConfig({ path, query: { show_original_price: true }, noToast: true })),
    groupId ? linkedGroup(api, bookId, groupId) : signedIn ? myOpenGroup(api, bookId) : Promise.resolve(null),
    groupId
      ? Promise.resolve([])
      : api.groupbuy
          .listBookGroups({ path, body: { page_number: 1, page_size: 5 }, noToast: true })
          .then(({ groups }) => groups.filter((g) => g.status === 'OPEN' && !g.my_role)),
    signedIn ? api.groupbuy.getLeftFreeTimes({ noToast: true }).then((r) => r.left_free_times) : 0,
    signedIn ? api.vip.getGroupBuyLeftPassTimes({ noToast: true }).then((r) => r.left_pass_times) : 0,
  ]);
  return { config, group, openGroups, freeTimes, passTimes };
}

async function linkedGroup(api: Api, bookId: string, groupId: string): Promise<Group | null> {
  if (!/^\d{1,20}$/.test(groupId)) return null;
  const group = await orNullWhenMissing(api.groupbuy.getGroup({ path: { id: groupId }, noToast: true }));
  return group?.library_book_id === bookId ? group : null;
}

const myOpenGroup = (api: Api, bookId: string): Promise<Group | null> =>
  api.groupbuy
    .listMyGroups({ query: { library_book_id: bookId }, body: { status: 'OPEN' }, noToast: true })
    .then(({ groups }) => groups.find((g) => g.status === 'OPEN') ?? null);

/** A free start (no group) or join (the group of the link); refused for lack of free times as NoFreeTimesError. */
export async function enterFree(api: Api, bookId: string, groupId: string | null): Promise<Group> {
  try {
    return await api.groupbuy.startFreeGroup({
      body: groupId ? { group_buy_instance_id: groupId, library_book_id: bookId } : { library_book_id: bookId },
      noToast: true,
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === NO_FREE_TIMES_CODE) throw new NoFreeTimesError();
    throw new Error(userMessage(error), { cause: error });
  }
}

/** The group actions behind a confirmation, each with the backend's reason when refused. */
export const groupActions = (api: Api) => ({
  checkCancellable: (groupId: string): Promise<Cancellable> =>
    withServerMessage(api.groupbuy.isGroupCancellable({ path: { id: groupId }, noToast: true })).then((r) => r.status),
  cancel: (groupId: string) =>
    withServerMessage(api.groupbuy.cancelGroup({ path: { id: groupId }, body: {}, noToast: true })),
  complete: (groupId: string) =>
    withServerMessage(api.groupbuy.completeGroup({ path: { id: groupId }, body: {}, noToast: true })),
  enterFree: (bookId: string, groupId: string | null) => enterFree(api, bookId, groupId),
});

/** Every group I started or joined, newest first (我的拼团). */
export const listMyGroups = (api: Api): Promise<Group[]> =>
  withServerMessage(
    api.groupbuy.listMyGroups({ query: {}, body: { page_number: 1, page_size: 50 }, noToast: true }),
  ).then(({ groups }) => groups);
