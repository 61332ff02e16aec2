import { decodeDeckProgress, decodePlanExtension, decodePlanSettings } from '../../domain/studyPlan';
import { decodeForgettingCurve, decodeStudyStats } from '../../domain/studyStats';
import { GET, POST, type Scalar } from './endpoint';

export type AudioResponse = unknown;
export type IcpTemplateResponse = unknown;
export type UnlockResponse = unknown;
export type CardCommentsResponse = unknown;
export type UserCardsResponse = unknown;

export type StudyStatsQuery = { start_date: string; end_date: string };

export type UserCardQuery = { type?: Scalar; page_number?: number; page_size?: number };

export const study = {
  /** ASSUMPTION: the answer's shape (domain/studyStats.ts); spec §5 requires both dates. */
  getMyStudyStats: GET('/studystat/v1/my').query<StudyStatsQuery>(['start_date', 'end_date']).decodes(decodeStudyStats),
  /** ASSUMPTION: the body (the same range as /studystat/v1/my) and the answer (domain/studyStats.ts). */
  getForgettingCurveDots: POST('/studystat/v1/get_forgetting_curve_dots_data')
    .body<StudyStatsQuery>(['start_date', 'end_date'])
    .decodes(decodeForgettingCurve),
  /** ASSUMPTION: every /studyplan/v1 body and answer (domain/studyPlan.ts); a deck is a library book. */
  getStudyPlan: POST('/studyplan/v1/get_study_plan').body<{ deck_id: Scalar }>(['deck_id']).decodes(decodePlanSettings),
  updateStudyPlan: POST('/studyplan/v1/update_study_plan')
    .body<{ deck_id: Scalar; daily_new_cards: number; daily_review_limit: number }>([
      'deck_id',
      'daily_new_cards',
      'daily_review_limit',
    ])
    .decodes(decodePlanSettings),
  resetStudyPlan: POST('/studyplan/v1/reset_study_plan')
    .body<{ deck_id: Scalar }>(['deck_id'])
    .decodes(decodePlanSettings),
  extendStudyPlan: POST('/studyplan/v1/extend_study_plan')
    .body<{ deck_id: Scalar; days: number }>(['deck_id', 'days'])
    .decodes(decodePlanSettings),
  getDeckStudyPlan: GET('/studyplan/v1/decks/{deckId}').decodes(decodeDeckProgress),
  getDeckPlanExtension: GET('/studyplan/v1/decks/{deckId}/extend').decodes(decodePlanExtension),
  synthesizeAudio: POST('/tts/v1/audio').body().returns<AudioResponse>(),
  getIcpTemplate: GET('/icp/v1/templates/{template_id}').returns<IcpTemplateResponse>(),
  unlockIcpTemplate: POST('/icp/v1/templates/{template_id}/unlock').body().returns<UnlockResponse>(),
  unlockIcpCard: POST('/icp/v1/templates/{template_id}/cards/{card_id}/unlock').body().returns<UnlockResponse>(),
  getCardComments: GET('/usercard/v1/comment/{card_id}').returns<CardCommentsResponse>(),
  queryPackageUserCards: GET('/usercard/v1/package/{anki_package_uuid}/query')
    .query<UserCardQuery>()
    .returns<UserCardsResponse>(),
};
