import type { User } from '../domain/user';

/** The chat's product id in the path: digits only (spec §2 /txc/321510). */
export const isSupportProductId = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,12}$/.test(value);

/**
 * The customer-service chat for a signed-in user (spec §2): nickname, avatar, openid (the phone number without
 * the plus sign) and customInfo, JSON with uid, phone, source 'wap' and env set to the page origin.
 */
export function supportChatUrl({
  base,
  productId,
  user,
  origin,
}: {
  base: string;
  productId: string;
  user: User;
  origin: string;
}): string {
  const phone = user.phone_number_e164 ?? '';
  const url = new URL(`${base.replace(/\/$/, '')}/${productId}`, origin);
  url.searchParams.set('nickname', user.nickname ?? '');
  url.searchParams.set('avatar', user.image_url ?? '');
  url.searchParams.set('openid', phone.replace(/^\+/, ''));
  url.searchParams.set('customInfo', JSON.stringify({ uid: String(user.user_id), phone, source: 'wap', env: origin }));
  return url.href;
}
