import { GET, POST, type Scalar } from './endpoint';

export type GroupBuyResponse = unknown;
export type GroupCancellableResponse = unknown;
export type LeftFreeTimesResponse = unknown;
export type GroupBuyListResponse = unknown;
export type GroupBuyConfigResponse = unknown;

/** The group-buy payload of spec §3: instance id, library book id, config snapshot, show_original_price. */
export type GroupBuyBody = {
  group_buy_instance_id?: Scalar;
  library_book_id?: Scalar;
  config_snapshot?: unknown;
  show_original_price?: boolean;
};

export const groupbuy = {
  cancelGroup: POST('/groupbuy/v1/group/{id}/cancel').body().returns<GroupBuyResponse>(),
  completeGroup: POST('/groupbuy/v1/group/{id}/complete').body().returns<GroupBuyResponse>(),
  joinGroup: POST('/groupbuy/v1/group/{id}/join').body<GroupBuyBody>().returns<GroupBuyResponse>(),
  getGroup: GET('/groupbuy/v1/group/{id}/query').returns<GroupBuyResponse>(),
  isGroupCancellable: GET('/groupbuy/v1/group/{id}/is_cancellable').returns<GroupCancellableResponse>(),
  getLeftFreeTimes: GET('/groupbuy/v1/left-free-times').returns<LeftFreeTimesResponse>(),
  listMyOpenGroups: GET('/groupbuy/v1/open-group/my').returns<GroupBuyListResponse>(),
  saveBookConfig: POST('/groupbuy/v1/book/{library_book_id}/config').body().returns<GroupBuyConfigResponse>(),
  getBookConfig: GET('/groupbuy/v1/book/{library_book_id}/config')
    .query<{ show_original_price?: boolean }>()
    .returns<GroupBuyConfigResponse>(),
  startFreeGroup: POST('/groupbuy/v1/group-free').body<GroupBuyBody>().returns<GroupBuyResponse>(),
  initiateGroupBuy: POST('/groupbuy/v1/group/book/{library_book_id}/initiate')
    .body<GroupBuyBody>()
    .returns<GroupBuyResponse>(),
  listGroups: POST('/groupbuy/v1/group/page').body().returns<GroupBuyListResponse>(),
  listBookGroups: POST('/groupbuy/v1/book/{library_book_id}/query').body().returns<GroupBuyListResponse>(),
  listMyGroups: POST('/groupbuy/v1/group/my')
    .query<{ library_book_id?: Scalar }>()
    .body()
    .returns<GroupBuyListResponse>(),
};
