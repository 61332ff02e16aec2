import { decodeComments, decodeRemarkRatio } from '../../domain/book';
import { GET, POST, PUT, type Scalar } from './endpoint';

export type FeedbackPage = unknown;
export type FeedbackResponse = unknown;

export type FeedbackFilters = {
  content?: string;
  report_user_nickname?: string;
  library_book_title?: string;
  type?: Scalar;
  filter_shown?: boolean;
  remark_type?: Scalar;
  book_id?: Scalar;
};

export const feedback = {
  getRemarkRatio: GET('/feedback/v1/remark_ratio/{book_id}').decodes(decodeRemarkRatio),
  listPublicBookFeedback: GET('/feedback/v1/public/library_book/{library_book_id}')
    .query<{ page_number?: number; page_size?: number }>()
    .decodes(decodeComments),
  queryAdminFeedback: POST('/feedback/v1/query/admin/{status}').body<FeedbackFilters>().returns<FeedbackPage>(),
  queryCreatorFeedback: POST('/feedback/v1/query/creator/{status}').body<FeedbackFilters>().returns<FeedbackPage>(),
  markRead: PUT('/feedback/v1/read/{feedback_id}').body().returns<FeedbackResponse>(),
  report: POST('/feedback/v1/report').body().returns<FeedbackResponse>(),
  updateFeedback: PUT('/feedback/v1/feedback/{feedback_id}').body().returns<FeedbackResponse>(),
};
