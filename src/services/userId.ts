import { parseUserIdInput } from '../lib/userId';
import type { Api } from './api';
import { RequiredParameterError } from './http/errors';

export class UserNotFoundError extends Error {
  override name = 'UserNotFoundError';
}

/** Spec §5: an input starting with h or H is a hua id, resolved to a user id by basic_info. */
export async function resolveUserId(api: Pick<Api, 'user'>, input: string): Promise<string | number> {
  const parsed = parseUserIdInput(input);
  if (parsed.kind === 'user') {
    if (!parsed.userId) throw new RequiredParameterError('user_id', 'resolveUserId');
    return parsed.userId;
  }
  if (!parsed.huaId) throw new RequiredParameterError('hua_id', '/user/v1/basic_info');
  const body: unknown = await api.user.getUserIdByHuaId({ query: { hua_id: parsed.huaId } });
  const userId = (body as { user_id?: unknown } | null)?.user_id;
  if ((typeof userId === 'number' && Number.isFinite(userId)) || (typeof userId === 'string' && userId !== ''))
    return userId;
  throw new UserNotFoundError(`找不到花号 ${parsed.huaId} 对应的用户`);
}
