import {
  decodeBroadcast,
  decodeLetter,
  decodeLetterComment,
  decodeLetterPage,
  type BroadcastBody,
} from '../../domain/letter';
import { DELETE, GET, POST } from './endpoint';

export const letter = {
  /** 管理后台 (staff only): a broadcast kept as a draft until it is instantiated. */
  createBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/create')
    .body<BroadcastBody>(['title', 'content', 'audience'])
    .decodes(decodeBroadcast),
  /** A reply under the letter; answers the comment as kept. */
  commentOnInstance: POST('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}/comment')
    .body<{ content: string }>(['content'])
    .decodes(decodeLetterComment),
  /** 管理后台: a broadcast, with how many it reached and their replies. */
  getBroadcast: GET('/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}').decodes(decodeBroadcast),
  /** ASSUMPTION: the catalogue has no separate mark-read call; reading a letter here marks it read. */
  getInstance: GET('/letter/v1/namepace/{namespace}/instance/{instance_letter_id}').decodes(decodeLetter),
  /** `filter_type` is `all` or `unread` (ASSUMPTION: spec §7 does not list its values); newest first, paged. */
  listInstances: GET('/letter/v1/namepace/{namespace}/instance/filter_type/{filter_type}/list')
    .query<{ page_number?: number; page_size?: number }>()
    .decodes(decodeLetterPage),
  /** 发送: a letter for every learner of its audience; answers the broadcast, SENT. */
  instantiateBroadcast: POST('/letter/v1/namepace/{namespace}/broadcast/{broadcast_letter_id}/instantiate')
    .body()
    .decodes(decodeBroadcast),
  /** 撤回: the learners' copies leave 消息; answers the broadcast, WITHDRAWN. */
  deleteBroadcast: DELETE('/letter/v1/{broadcast_letter_id}').decodes(decodeBroadcast),
  /** Removes a learner's reply (an abusive one), staff only. */
  deleteComment: DELETE('/letter/v1/comment/{comment_id}').returns<unknown>(),
};
