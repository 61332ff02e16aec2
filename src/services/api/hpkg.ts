import { decodeRecovery } from '../../domain/staff';
import { DELETE, GET, POST } from './endpoint';

export type BackupResponse = unknown;
export type MediaZipResponse = unknown;
export type UpdatesResponse = unknown;
export type PackageDeletionResponse = unknown;
export type CardPreviewResponse = unknown;
export type RateResponse = unknown;
export type ChangesResponse = unknown;
export type NotesInfoResponse = unknown;
export type ReleaseResponse = unknown;
export type SimpleMetaResponse = unknown;
export type SyncResponse = unknown;
export type UploadResponse = unknown;

export type BackupQuery = { tag?: string; backup_channel?: string; check_version?: boolean };
export type CardPreviewQuery = { html?: boolean; refresh_cache?: boolean; use_snapshot?: boolean };

export const hpkg = {
  backupPackage: POST('/hpkg/v1/package/backup/{package_uuid}').query<BackupQuery>().body().returns<BackupResponse>(),
  requestMediaZip: POST('/hpkg/v1/download/media_zip/{package_uuid}').body().returns<MediaZipResponse>(),
  getMediaZip: GET('/hpkg/v1/download/media_zip/{package_uuid}')
    .query<{ page_number?: number; page_size?: number }>()
    .returns<MediaZipResponse>(),
  checkUpdates: GET('/hpkg/v1/package/check_updates/{package_uuid}/{release_tag}').returns<UpdatesResponse>(),
  deletePackage: DELETE('/hpkg/v1/delete/package/{package_uuid}').returns<PackageDeletionResponse>(),
  previewCard: GET('/hpkg/v1/package/{package_uuid}/card/{card_id}/preview')
    .query<CardPreviewQuery>()
    .returns<CardPreviewResponse>(),
  getRateStatistic: POST('/hpkg/v1/card/rate_statistic').body().returns<RateResponse>(),
  getRateLogs: POST('/hpkg/v1/card/rate_logs').body().returns<RateResponse>(),
  getChanges: GET('/hpkg/v1/package/{package_uuid}/changes').returns<ChangesResponse>(),
  getChangeLogs: GET('/hpkg/v1/package/{package_uuid}/change_logs').returns<ChangesResponse>(),
  getBackupStatus: GET('/hpkg/v1/package/backup_status/{package_uuid}').returns<BackupResponse>(),
  listBackups: GET('/hpkg/v1/package/backup/list/{package_uuid}').returns<BackupResponse>(),
  getNotesInfo: POST('/hpkg/v1/notes/info/{package_uuid}').body().returns<NotesInfoResponse>(),
  publishPackage: POST('/hpkg/v1/package/{package_uuid}/publish').body().returns<ReleaseResponse>(),
  previewPackage: POST('/hpkg/v1/package/{package_uuid}/preview').body().returns<CardPreviewResponse>(),
  /** 管理后台 数据恢复 (admins only): a user's study schedule. */
  recoverGlobalSchedule: POST('/hpkg/v1/admin/global_schedule/{user_id}/recover').body().decodes(decodeRecovery),
  /** 管理后台 数据恢复 (admins only): one note type of a package. */
  recoverPackageModel: POST('/hpkg/v1/admin/package/{package_uuid}/{model_id}/recover').body().decodes(decodeRecovery),
  rollbackPackage: POST('/hpkg/v1/package/rollback/{transaction_id}').body().returns<ReleaseResponse>(),
  switchReleaseTag: POST('/hpkg/v1/package/{package_uuid}/switch/{release_tag}').body().returns<ReleaseResponse>(),
  listSimpleMeta: POST('/hpkg/v1/package/simple_meta/list').body().returns<SimpleMetaResponse>(),
  sync: POST('/hpkg/v1/sync').body().returns<SyncResponse>(),
  uploadSketch: POST('/hpkg/v1/sketch/{package_uuid}/{file_type}/upload')
    .form<{ file: Blob }>(['file'])
    .returns<UploadResponse>(),
  uploadMedia: POST('/hpkg/v1/package/{package_uuid}/media').form<{ file: Blob }>(['file']).returns<UploadResponse>(),
  uploadMediaZip: POST('/hpkg/v1/package/{package_uuid}/media_zip')
    .form<{ file: Blob; card_user_data?: string }>(['file'])
    .returns<UploadResponse>(),
};
