import type { ProblemReport } from '../../domain/problemReport';
import type { SearchTab } from '../../domain/search';
import { DELETE, GET, POST, PUT, type Scalar } from './endpoint';

export type FlagResponse = unknown;
export type ShortLinkResponse = unknown;
export type CampaignResponse = unknown;
export type ContestResponse = unknown;
export type EventUploadResponse = unknown;
export type LogResponse = unknown;
export type AppConfigResponse = unknown;
export type AppInfoResponse = unknown;
export type ProblemFeedbackResponse = unknown;
export type ThreadDumpResponse = unknown;
export type FileBrowseResponse = unknown;

/** One item of the event log upload (spec §3); event_data is JSON text. */
export type EventLogItem = {
  event_time: number;
  event_key: string;
  event_data: string;
  user_unique_id?: Scalar;
  app_id: Scalar;
  ssid?: string;
  device_id: string;
};

/** A tapped search result: the keyword, the tab, the result's place (from 1) and its id. */
export type SearchClickBody = { keyword: string; tab: SearchTab; position: number; id: string; event_time: number };

export type EventUploadBody = { events_data: EventLogItem[] };

export const misc = {
  getAppFlag: GET('/flag/v1/app/{key}').returns<FlagResponse>(),
  getFlag: GET('/flag/v1/{entity_type}/{entity_id}/{key}').returns<FlagResponse>(),
  setFlag: PUT('/flag/v1/{entity_type}/{entity_id}/{key}').body().returns<FlagResponse>(),
  deleteFlag: DELETE('/flag/v1/{entity_type}/{entity_id}/{key}').returns<FlagResponse>(),
  createShortLink: POST('/short_link/v1/create').body().returns<ShortLinkResponse>(),
  resolveShortLink: GET('/short_link/v1/{short_link_key}').returns<ShortLinkResponse>(),
  submitCampaignToken: POST('/campaign/v1/{campaign_name}/{token}').body().returns<CampaignResponse>(),
  donateToCampaign: POST('/campaign/v1/{campaign_name}/order/donation').body().returns<CampaignResponse>(),
  getCampaignGild: GET('/campaign/v1/{campaign_name}/gild').returns<CampaignResponse>(),
  listCampaignAchievements: GET('/campaign/v1/{campaign_name}/achievement/list').returns<CampaignResponse>(),
  getCampaignPrayPage: GET('/campaign/v1/{campaign_name}/pray_page').returns<CampaignResponse>(),
  getMyContest202208: GET('/contest202208/v1/my').returns<ContestResponse>(),
  uploadEvents: POST('/event/v1/bulk_upload').body<EventUploadBody>(['events_data']).returns<EventUploadResponse>(),
  logRateStartEndEvent: POST('/event/v1/rate_start_end_event').body().returns<EventUploadResponse>(),
  /** A tapped search result (the body is assumed); sent through the analytics queue. */
  logSearchClickEvent: POST('/event/v1/search_click_event')
    .body<SearchClickBody>(['keyword', 'tab', 'position', 'id'])
    .returns<EventUploadResponse>(),
  uploadLogs: POST('/logging/v1/bulk_log').body().returns<LogResponse>(),
  uploadLog: POST('/logging/v1/log').body().returns<LogResponse>(),
  uploadSpans: POST('/log/v1/spans').body().returns<LogResponse>(),
  getAppConfig: GET('/app/v1/config').returns<AppConfigResponse>(),
  getAppInfo: GET('/app/v1/info').returns<AppInfoResponse>(),
  /** Raw JSON, decoded where it is used (domain/search): kept out of the first load. */
  searchApp: GET('/app/v1/search').query<{ q: string }>(['q']).returns<unknown>(),
  reportProblem: POST('/app/v1/problem/feedback')
    .body<ProblemReport>(['content', 'page', 'app_version', 'user_agent'])
    .returns<ProblemFeedbackResponse>(),
  /** Raw JSON, decoded where it is used (domain/discover). */
  getRandomQuote: GET('/quote/v1/random').returns<unknown>(),
  dumpThreads: GET('/sre/v1/dump/thread').returns<ThreadDumpResponse>(),
  browseFile: GET('/sre/v1/browse/file').query<{ path: string }>(['path']).returns<FileBrowseResponse>(),
};
