import { bindingStanding, type BindingStanding } from '../domain/mpBinding';
import type { Api } from './api';
import { withServerMessage } from './http/errors';

type WeixinApi = Pick<Api, 'weixin'>;

/** This account's binding and this WeChat's, read together, as one standing. */
export const loadStanding = (api: WeixinApi, mpId: string, openId: string): Promise<BindingStanding> =>
  withServerMessage(
    Promise.all([
      api.weixin.getOpenIdBinding({ path: { mp_id: mpId }, noToast: true }),
      api.weixin.checkOpenId({ path: { mp_id: mpId, open_id: openId }, noToast: true }),
    ]).then(([binding, check]) => bindingStanding(binding, check, openId)),
  );

export const bindOpenId = (api: WeixinApi, mpId: string, openId: string) =>
  withServerMessage(api.weixin.bindOpenId({ path: { mp_id: mpId }, body: { open_id: openId }, noToast: true }));

export const unbindOpenId = (api: WeixinApi, mpId: string) =>
  withServerMessage(api.weixin.unbindOpenId({ path: { mp_id: mpId }, noToast: true }));
