import { decodeBook, decodeBookPage, decodeCategories, decodeRemarkRatio } from '../../domain/book';
import { decodeGroup, decodeGroupConfig, decodeLeftFreeTimes, decodeLeftPassTimes } from '../../domain/groupBuy';
import { decodeOrder } from '../../domain/order';
import { decodeProfile } from '../../domain/profile';
import { decodeMySquad, decodeSquad } from '../../domain/squad';
import { decodeSkus, decodeVipState } from '../../domain/vip';
import { GET, type Scalar } from './endpoint';

/*
 * The GETs that the route loaders send ahead (routes/firstRequests.ts), apart from the rest of their areas: the route
 * table brings them with the app's first script, which would otherwise carry six whole areas, their endpoints and
 * decoders. Each area includes its own (`...bookReads`), so `api.books.getLibraryBook` is this very endpoint.
 */

export type LibraryQuery = {
  page_number?: number;
  page_size?: number;
  category?: Scalar;
  category_label?: string;
  user_id?: Scalar;
  order_by?: string;
  filter_by?: string;
  show_official_book?: boolean;
};

export interface BasicInfoByHuaId {
  user_id: number | string;
}

export const bookReads = {
  listLibrary: GET('/books/v1/library').query<LibraryQuery>().decodes(decodeBookPage),
  getLibraryBook: GET('/books/v1/library/info/{library_book_id}').decodes(decodeBook),
  listCategories: GET('/library/v1/category').query<{ keyword?: string; search?: string }>().decodes(decodeCategories),
};

export const feedbackReads = {
  getRemarkRatio: GET('/feedback/v1/remark_ratio/{book_id}').decodes(decodeRemarkRatio),
};

export const vipReads = {
  getGroupBuyLeftPassTimes: GET('/vip/v1/group_buy/left_pass_times').decodes(decodeLeftPassTimes),
  getMyVip: GET('/vip/v1/my').decodes(decodeVipState),
  getMySquad: GET('/vip/v1/squad/my').decodes(decodeMySquad),
  getSkus: GET('/vip/v1/sku/{ios_system}').decodes(decodeSkus),
  getSquadByInviteCode: GET('/vip/v1/squad/by_invide_code/{invite_code}').decodes(decodeSquad),
};

export const groupbuyReads = {
  getGroup: GET('/groupbuy/v1/group/{id}/query').decodes(decodeGroup),
  getLeftFreeTimes: GET('/groupbuy/v1/left-free-times').decodes(decodeLeftFreeTimes),
  getBookConfig: GET('/groupbuy/v1/book/{library_book_id}/config')
    .query<{ show_original_price?: boolean }>()
    .decodes(decodeGroupConfig),
};

export const orderReads = {
  getOrder: GET('/order/v1/{order_id}/query').decodes(decodeOrder),
};

export const userReads = {
  getBasicInfo: GET('/user/v1/basic_info/{user_id}').decodes(decodeProfile),
  getUserIdByHuaId: GET('/user/v1/basic_info').query<{ hua_id: Scalar }>(['hua_id']).returns<BasicInfoByHuaId>(),
};
