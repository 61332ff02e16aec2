import { GET, POST, type Scalar } from './endpoint';

export type ManagedSmsCodeResponse = unknown;
export type ManagedUsersResponse = unknown;

export const manage = {
  getUserSmsCode: GET('/manage/user/v1/phone/{country_code}/{phone_number}/code').returns<ManagedSmsCodeResponse>(),
  queryUsers: POST('/manage/user/v1/query')
    .query<{ phone_number?: string; nickname?: string }>()
    .body()
    .returns<ManagedUsersResponse>(),
  findUser: GET('/manage/user/v1/query')
    .query<{ phone_number?: string; user_id?: Scalar }>()
    .returns<ManagedUsersResponse>(),
};
