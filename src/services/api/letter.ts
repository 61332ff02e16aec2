import { DELETE, GET, POST } from './endpoint';

export type BroadcastLetterResponse = unknown;
export type InstanceLetterResponse = unknown;
export type InstanceLetterPage = unknown;
export type LetterCommentResponse = unknown;

export const letter = {
  createBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/create').body().returns<BroadcastLetterResponse>(),
  commentOnInstance: POST('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}/comment')
    .body()
    .returns<LetterCommentResponse>(),
  getBroadcast: GET(
    '/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}',
  ).returns<BroadcastLetterResponse>(),
  getInstance: GET('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}').returns<InstanceLetterResponse>(),
  listInstances: GET('/letter/v1/namepace/{namespace}/instance/filter_type/{filter_type}/list')
    .query<{ page_number?: number; page_size?: number }>()
    .returns<InstanceLetterPage>(),
  instantiateBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}/instantiate')
    .body()
    .returns<InstanceLetterResponse>(),
  deleteBroadcast: DELETE('/letter/v1/{broadcast_letter_id}').returns<BroadcastLetterResponse>(),
  deleteComment: DELETE('/letter/v1/comment/{comment_id}').returns<LetterCommentResponse>(),
};
