import { parseUserIdInput } from '../lib/userId';
import type { Api } from './api';

/** Spec §5: an input starting with h or H is a hua id, resolved to a user id by basic_info. */
export async function resolveUserId(api: Pick<Api, 'user'>, input: string): Promise<string | number> {
  const parsed = parseUserIdInput(input);
  if (parsed.kind === 'user') return parsed.userId;
  const { user_id } = await api.user.getUserIdByHuaId({ query: { hua_id: parsed.huaId } });
  return user_id;
}
