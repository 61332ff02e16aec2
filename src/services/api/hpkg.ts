import type { BackupChannel } from '../../domain/packageRelease';
import { decodeRecovery } from '../../domain/staff';
import { DELETE, GET, POST } from './endpoint';
import { decoderIn } from './laterDecoder';

const cardPackage = () => import('../../domain/cardPackage');
const cardRating = () => import('../../domain/cardRating');
const packageRelease = () => import('../../domain/packageRelease');

export type CardPreviewResponse = unknown;
export type NotesInfoResponse = unknown;
export type SimpleMetaResponse = unknown;
export type SyncResponse = unknown;
export type UploadResponse = unknown;

/** check_version: the package version the backup is made from; an older one than the package's is a conflict. */
export type BackupQuery = { tag: string; backup_channel: BackupChannel; check_version: number };
export type CardPreviewQuery = { html?: boolean; refresh_cache?: boolean; use_snapshot?: boolean };

export const hpkg = {
  backupPackage: POST('/hpkg/v1/package/backup/{package_uuid}')
    .query<BackupQuery>(['tag', 'backup_channel', 'check_version'])
    .body<{ request_id: string }>(['request_id'])
    .decodes(decoderIn(packageRelease, 'decodeBackupStatus')),
  requestMediaZip: POST('/hpkg/v1/download/media_zip/{package_uuid}')
    .body<{ page_size: number }>(['page_size'])
    .decodes(decoderIn(cardPackage, 'decodeMediaZip')),
  getMediaZip: GET('/hpkg/v1/download/media_zip/{package_uuid}')
    .query<{ page_number?: number; page_size?: number }>()
    .decodes(decoderIn(cardPackage, 'decodeMediaZip')),
  checkUpdates: GET('/hpkg/v1/package/check_updates/{package_uuid}/{release_tag}').decodes(
    decoderIn(packageRelease, 'decodeUpdateCheck'),
  ),
  deletePackage: DELETE('/hpkg/v1/delete/package/{package_uuid}').returns<unknown>(),
  previewCard: GET('/hpkg/v1/package/{package_uuid}/card/{card_id}/preview')
    .query<CardPreviewQuery>()
    .returns<CardPreviewResponse>(),
  getRateStatistic: POST('/hpkg/v1/card/rate_statistic')
    .body<{ package_uuid: string }>(['package_uuid'])
    .decodes(decoderIn(cardRating, 'decodeRateStatistic')),
  getRateLogs: POST('/hpkg/v1/card/rate_logs')
    .body<{ package_uuid: string; days: number }>(['package_uuid', 'days'])
    .decodes(decoderIn(cardRating, 'decodeRateLogs')),
  getChanges: GET('/hpkg/v1/package/{package_uuid}/changes').decodes(decoderIn(packageRelease, 'decodeChanges')),
  getChangeLogs: GET('/hpkg/v1/package/{package_uuid}/change_logs').decodes(
    decoderIn(packageRelease, 'decodeChangeLogs'),
  ),
  getBackupStatus: GET('/hpkg/v1/package/backup_status/{package_uuid}').decodes(
    decoderIn(packageRelease, 'decodeBackupStatus'),
  ),
  listBackups: GET('/hpkg/v1/package/backup/list/{package_uuid}').decodes(decoderIn(packageRelease, 'decodeBackups')),
  getNotesInfo: POST('/hpkg/v1/notes/info/{package_uuid}').body().returns<NotesInfoResponse>(),
  publishPackage: POST('/hpkg/v1/package/{package_uuid}/publish')
    .body<{ backup_id: string; request_id: string }>(['backup_id', 'request_id'])
    .decodes(decoderIn(packageRelease, 'decodeReleaseResult')),
  previewPackage: POST('/hpkg/v1/package/{package_uuid}/preview').body().returns<CardPreviewResponse>(),
  /** 管理后台 数据恢复 (admins only): a user's study schedule. */
  recoverGlobalSchedule: POST('/hpkg/v1/admin/global_schedule/{user_id}/recover').body().decodes(decodeRecovery),
  /** 管理后台 数据恢复 (admins only): one note type of a package. */
  recoverPackageModel: POST('/hpkg/v1/admin/package/{package_uuid}/{model_id}/recover').body().decodes(decodeRecovery),
  rollbackPackage: POST('/hpkg/v1/package/rollback/{transaction_id}')
    .body<{ request_id: string }>(['request_id'])
    .decodes(decoderIn(packageRelease, 'decodeReleaseResult')),
  switchReleaseTag: POST('/hpkg/v1/package/{package_uuid}/switch/{release_tag}')
    .body<{ request_id: string }>(['request_id'])
    .decodes(decoderIn(packageRelease, 'decodeReleaseResult')),
  listSimpleMeta: POST('/hpkg/v1/package/simple_meta/list').body().returns<SimpleMetaResponse>(),
  sync: POST('/hpkg/v1/sync').body().returns<SyncResponse>(),
  uploadSketch: POST('/hpkg/v1/sketch/{package_uuid}/{file_type}/upload')
    .form<{ file: Blob }>(['file'])
    .returns<UploadResponse>(),
  uploadMedia: POST('/hpkg/v1/package/{package_uuid}/media')
    .form<{ file: Blob }>(['file'])
    .decodes(decoderIn(cardPackage, 'decodeUpload')),
  uploadMediaZip: POST('/hpkg/v1/package/{package_uuid}/media_zip')
    .form<{ file: Blob; card_user_data?: string }>(['file'])
    .decodes(decoderIn(cardPackage, 'decodeUpload')),
};
