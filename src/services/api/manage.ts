import { decodeCodeLookupLog, decodeLookedUpCode, decodeManagedUser, decodeManagedUserPage } from '../../domain/staff';
import { GET, POST, type Scalar } from './endpoint';
import type { PageBody } from './order';

/**
 * Support's calls (管理后台 用户查询): managers and admins only, a 403 to anyone else. ASSUMPTION: the answers' shapes are
 * the demo's (src/domain/staff.ts); so are the code lookup's `reason`, and the nickname and user_id queries.
 */
export const manage = {
  /** The user's current SMS code; `reason` is written to the audit log with the lookup. */
  getUserSmsCode: GET('/manage/user/v1/phone/{country_code}/{phone_number}/code')
    .query<{ reason: string }>(['reason'])
    .decodes(decodeLookedUpCode),
  queryUsers: POST('/manage/user/v1/query')
    .query<{ phone_number?: string; nickname?: string; user_id?: Scalar }>()
    .body<PageBody>()
    .decodes(decodeManagedUserPage),
  findUser: GET('/manage/user/v1/query')
    .query<{ phone_number?: string; user_id?: Scalar }>()
    .decodes(decodeManagedUser),
  /** ASSUMPTION (not in spec §7): the audit log of code lookups, newest first; admins only. */
  listCodeLookups: POST('/manage/user/v1/code_lookup/log/page').body<PageBody>().decodes(decodeCodeLookupLog),
};
