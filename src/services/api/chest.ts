import { GET, POST } from './endpoint';

export type ChestResponse = unknown;
export type ChestOrderResponse = unknown;
export type ChestBindInfoResponse = unknown;
export type ChestListResponse = unknown;

export const chest = {
  remarkChest: POST('/chest/v1/remark/{chest_id}').body().returns<ChestResponse>(),
  getChest: GET('/chest/v1/detail/{chest_id}').returns<ChestResponse>(),
  getChestOrder: GET('/chest/v1/order_detail/{order_id}').returns<ChestOrderResponse>(),
  getChestBindInfo: GET('/chest/v1/bind_info/{chest_type}').returns<ChestBindInfoResponse>(),
  listChests: GET('/chest/v1/list/{chest_type}').returns<ChestListResponse>(),
  receiveChest: POST('/chest/v1/receive/{chest_id}').body().returns<ChestResponse>(),
};
