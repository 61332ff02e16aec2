import {
  decodeCancellable,
  decodeGroup,
  decodeGroupConfig,
  decodeGroups,
  type GroupConfig,
} from '../../domain/groupBuy';
import { decodeOrder } from '../../domain/order';
import { GET, POST, type Scalar } from './endpoint';
import { groupbuyReads } from './firstReads';

export type GroupBuyConfigBody = Omit<GroupConfig, 'library_book_id' | 'version'>;

/** The group-buy payload of spec §3: instance id, library book id, config snapshot, show_original_price. */
export type GroupBuyBody = {
  group_buy_instance_id?: Scalar;
  library_book_id?: Scalar;
  /** The rules the user saw when starting: a changed config is refused rather than charged. */
  config_snapshot?: GroupConfig;
  show_original_price?: boolean;
};

/** A page of groups: group/page, book/{id}/query and group/my take the same paging body. */
export type GroupPageBody = { page_number?: number; page_size?: number; status?: string };

export const groupbuy = {
  ...groupbuyReads,
  cancelGroup: POST('/groupbuy/v1/group/{id}/cancel').body().decodes(decodeGroup),
  completeGroup: POST('/groupbuy/v1/group/{id}/complete').body().decodes(decodeGroup),
  /** Creates the member's order (assumed answer: the order to pay, carrying its group id). */
  joinGroup: POST('/groupbuy/v1/group/{id}/join').body<GroupBuyBody>().decodes(decodeOrder),
  isGroupCancellable: GET('/groupbuy/v1/group/{id}/is_cancellable').decodes(decodeCancellable),
  listMyOpenGroups: GET('/groupbuy/v1/open-group/my').decodes(decodeGroups),
  saveBookConfig: POST('/groupbuy/v1/book/{library_book_id}/config')
    .body<GroupBuyConfigBody>()
    .decodes(decodeGroupConfig),
  /** Starts (library_book_id) or joins (group_buy_instance_id) a group with one free time: no order to pay. */
  startFreeGroup: POST('/groupbuy/v1/group-free').body<GroupBuyBody>().decodes(decodeGroup),
  /** Creates the leader's order (assumed answer: the order to pay, carrying the new group's id). */
  initiateGroupBuy: POST('/groupbuy/v1/group/book/{library_book_id}/initiate')
    .body<GroupBuyBody>(['config_snapshot'])
    .decodes(decodeOrder),
  listGroups: POST('/groupbuy/v1/group/page').body<GroupPageBody>().decodes(decodeGroups),
  listBookGroups: POST('/groupbuy/v1/book/{library_book_id}/query').body<GroupPageBody>().decodes(decodeGroups),
  listMyGroups: POST('/groupbuy/v1/group/my')
    .query<{ library_book_id?: Scalar }>()
    .body<GroupPageBody>()
    .decodes(decodeGroups),
};
