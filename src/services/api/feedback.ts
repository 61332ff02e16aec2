import { decodeComments } from '../../domain/book';
import { decodeCreatorFeedback, decodeCreatorFeedbackPage } from '../../domain/creatorCentre';
import { GET, POST, PUT, type Scalar } from './endpoint';
import { feedbackReads } from './firstReads';

export type FeedbackResponse = unknown;

export type FeedbackFilters = {
  page_number?: number;
  page_size?: number;
  content?: string;
  report_user_nickname?: string;
  library_book_title?: string;
  type?: Scalar;
  filter_shown?: boolean;
  remark_type?: Scalar;
  book_id?: Scalar;
};

export const feedback = {
  ...feedbackReads,
  listPublicBookFeedback: GET('/feedback/v1/public/library_book/{library_book_id}')
    .query<{ page_number?: number; page_size?: number }>()
    .decodes(decodeComments),
  /** 管理后台 反馈处理: every reader's feedback and report, filtered (staff only). */
  queryAdminFeedback: POST('/feedback/v1/query/admin/{status}')
    .body<FeedbackFilters>()
    .decodes(decodeCreatorFeedbackPage),
  queryCreatorFeedback: POST('/feedback/v1/query/creator/{status}')
    .body<FeedbackFilters>()
    .decodes(decodeCreatorFeedbackPage),
  markRead: PUT('/feedback/v1/read/{feedback_id}').body().decodes(decodeCreatorFeedback),
  report: POST('/feedback/v1/report').body().returns<FeedbackResponse>(),
  /**
   * Assumption: a creator's or a manager's reply is the body's `reply`; the answer is the feedback with it. A manager's
   * reply reaches the reporter's 消息.
   */
  updateFeedback: PUT('/feedback/v1/feedback/{feedback_id}')
    .body<{ reply: string }>(['reply'])
    .decodes(decodeCreatorFeedback),
};
