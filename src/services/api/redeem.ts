import {
  decodeGeneratedBatch,
  decodeRedeemBatchPage,
  decodeRedeemCodePage,
  decodeRedeemLogPage,
  decodeRedeemResult,
  type RedeemBatchBody,
} from '../../domain/redeem';
import { POST } from './endpoint';
import type { PageBody } from './order';

export const redeem = {
  /** A redeem code, or the code of a VIP gift: VIP days, or a book. */
  consumeCode: POST('/redeem/v1/consume').body<{ code: string }>(['code']).decodes(decodeRedeemResult),
  /** 管理后台: a batch of codes (managers and admins); answers the batch with its codes. */
  generateCodes: POST('/redeem/v1/generate')
    .body<RedeemBatchBody>(['gift', 'count', 'expires_on'])
    .decodes(decodeGeneratedBatch),
  listConsumeLogs: POST('/redeem/v1/consume_log/list/page').body<PageBody>().decodes(decodeRedeemLogPage),
  /** 管理后台: the batches made, newest first. */
  listGenerationLogs: POST('/redeem/v1/generation_log/list/page').body<PageBody>().decodes(decodeRedeemBatchPage),
  /** 管理后台: a batch's codes with their used or unused state (`batch_id`). */
  listCodes: POST('/redeem/v1/list/page')
    .body<PageBody & { batch_id: string }>(['batch_id'])
    .decodes(decodeRedeemCodePage),
};
