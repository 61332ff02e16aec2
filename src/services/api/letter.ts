import { decodeLetter, decodeLetterComment, decodeLetterPage } from '../../domain/letter';
import { DELETE, GET, POST } from './endpoint';

export type BroadcastLetterResponse = unknown;
export type InstanceLetterResponse = unknown;
export type LetterCommentResponse = unknown;

export const letter = {
  createBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/create').body().returns<BroadcastLetterResponse>(),
  /** A reply under the letter; answers the comment as kept. */
  commentOnInstance: POST('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}/comment')
    .body<{ content: string }>(['content'])
    .decodes(decodeLetterComment),
  getBroadcast: GET(
    '/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}',
  ).returns<BroadcastLetterResponse>(),
  /** ASSUMPTION: the catalogue has no separate mark-read call; reading a letter here marks it read. */
  getInstance: GET('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}').decodes(decodeLetter),
  /** `filter_type` is `all` or `unread` (ASSUMPTION: spec §7 does not list its values); newest first, paged. */
  listInstances: GET('/letter/v1/namepace/{namespace}/instance/filter_type/{filter_type}/list')
    .query<{ page_number?: number; page_size?: number }>()
    .decodes(decodeLetterPage),
  instantiateBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}/instantiate')
    .body()
    .returns<InstanceLetterResponse>(),
  deleteBroadcast: DELETE('/letter/v1/{broadcast_letter_id}').returns<BroadcastLetterResponse>(),
  deleteComment: DELETE('/letter/v1/comment/{comment_id}').returns<LetterCommentResponse>(),
};
