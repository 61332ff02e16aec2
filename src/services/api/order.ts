import { GET, POST, type Scalar } from './endpoint';
import { orderReads } from './firstReads';
import { decodeBookOrderState, decodeCoupons } from '../../domain/book';
import { decodeMyOrder, decodeMyOrderPage, decodeOrder } from '../../domain/order';
import { decodeCreatorOrderPage, decodePromotionOrderPage, type CreatorOrderFilter } from '../../domain/creatorCentre';

export type ExcelDownloadResponse = unknown;

export type DownloadTokenQuery = { token: string };

export type VipOrderPageQuery = {
  page_size?: number;
  page_number?: number;
  phone_number?: string;
  order_id?: Scalar;
};

export type CreatorOrderQuery = { filter_type?: CreatorOrderFilter; creator_id?: Scalar };

/** Paging (spec §3): pages from 1. */
export type PageBody = { page_number?: number; page_size?: number };

/** The assumed book-order body: the coupon to apply and the sharer who brought the buyer. */
export type CreateBookOrderBody = { coupon_id?: string | null; sharer_id?: string | null };

export type CouponQuery = { library_book_id?: Scalar; order_id?: Scalar };

export const order = {
  ...orderReads,
  downloadIncomeDetailExcel: GET('/order/v1/creator/download/excel/income_detail')
    .query<DownloadTokenQuery>(['token'])
    .returns<ExcelDownloadResponse>(),
  downloadMyCreatorOrdersExcel: GET('/order/v1/creator/my/download/excel')
    .query<DownloadTokenQuery>(['token'])
    .returns<ExcelDownloadResponse>(),
  getBookOrder: GET('/order/v1/book/{library_book_id}/query').decodes(decodeBookOrderState),
  /**
   * ASSUMPTION: spec §7 shows no call that creates a book order (only its query and the payment call);
   * this one mirrors /vip/v1/create_order and answers the same order shape.
   */
  createBookOrder: POST('/order/v1/book/{library_book_id}/create').body<CreateBookOrderBody>().decodes(decodeOrder),
  /**
   * ASSUMPTION: spec §7 shows no call that cancels an unpaid order; 取消订单 needs one so that a pending order is
   * closed on the server, not just forgotten. It answers the order (CLOSED), and refuses a paid one with 400.
   */
  cancelOrder: POST('/order/v1/{order_id}/cancel').body().decodes(decodeOrder),
  /**
   * ASSUMPTION: spec §7 lists no page of book orders; this page answers the learner's VIP and book orders alike, each
   * with its kind, the coupon it used (id, name and amount) and whether a refund is allowed now.
   */
  listVipOrders: GET('/order/v1/vip/page').query<VipOrderPageQuery>().decodes(decodeMyOrderPage),
  /** Answers the order as the page shows it (REFUNDED once refunded). */
  refundOrder: POST('/order/v1/{order_id}/refund').body().decodes(decodeMyOrder),
  /** Assumption: the figures of the 创作者中心 home come with the page (domain/creatorCentre). */
  listCreatorOrders: POST('/order/v1/creator/my')
    .query<CreatorOrderQuery>()
    .body<PageBody>()
    .decodes(decodeCreatorOrderPage),
  listMarketingOrders: POST('/order/v1/marketing/my').body<PageBody>().decodes(decodePromotionOrderPage),
  getMyCoupons: GET('/coupon/v1/my').query<CouponQuery>().decodes(decodeCoupons),
};
