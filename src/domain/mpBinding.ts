import * as v from 'valibot';
import { decoder, textSchema } from './decode';

/**
 * Binding the official account's open id to the signed-in account (spec §2 /czyBinding, §7 weixin/v1/mp/{mp_id}
 * open_id/check and open_id/binding). The answers' shapes are assumptions, marked in the catalogue.
 */
export const openIdBindingSchema = v.object({ open_id: textSchema, bound_at: textSchema });
export type OpenIdBinding = v.InferOutput<typeof openIdBindingSchema>;

/** Whether an open id is bound to some account, and whether that account is mine. */
export const openIdCheckSchema = v.object({ bound: v.boolean(), mine: v.boolean() });
export type OpenIdCheck = v.InferOutput<typeof openIdCheckSchema>;

export const decodeOpenIdBinding = decoder(openIdBindingSchema, '绑定信息');
export const decodeOpenIdCheck = decoder(openIdCheckSchema, '绑定信息');

/** Where this WeChat and this account stand: bound together, each elsewhere, or free to bind. */
export type BindingStanding = 'bound' | 'accountElsewhere' | 'wechatElsewhere' | 'unbound';

export function bindingStanding(binding: OpenIdBinding, check: OpenIdCheck, openId: string): BindingStanding {
  if (binding.open_id === openId) return 'bound';
  if (binding.open_id) return 'accountElsewhere';
  return check.bound && !check.mine ? 'wechatElsewhere' : 'unbound';
}
