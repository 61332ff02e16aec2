import type { HttpRequest } from '../http/client';
import { apkg } from './apkg';
import { auth } from './auth';
import { books } from './books';
import { chest } from './chest';
import { creator } from './creator';
import { bindCatalogue } from './endpoint';
import { feedback } from './feedback';
import { groupbuy } from './groupbuy';
import { hpkg } from './hpkg';
import { letter } from './letter';
import { manage } from './manage';
import { misc } from './misc';
import { order } from './order';
import { payment } from './payment';
import { redeem } from './redeem';
import { study } from './study';
import { ugc } from './ugc';
import { user } from './user';
import { vip } from './vip';
import { weixin } from './weixin';

/** Every endpoint of spec §7, by backend area. */
export const catalogue = {
  auth,
  user,
  vip,
  order,
  payment,
  groupbuy,
  books,
  apkg,
  hpkg,
  ugc,
  chest,
  redeem,
  study,
  feedback,
  letter,
  manage,
  weixin,
  misc,
  creator,
};

export type Api = { [Area in keyof typeof catalogue]: ReturnType<typeof bindCatalogue<(typeof catalogue)[Area]>> };

export function createApi(request: HttpRequest): Api {
  const api: Record<string, unknown> = {};
  for (const [area, endpoints] of Object.entries(catalogue)) api[area] = bindCatalogue(request, endpoints);
  return api as Api;
}
