import { decodeApplicationStatus, type CreatorApplication } from '../../domain/creator';
import { GET, POST } from './endpoint';

/**
 * The creator programme (spec §2 /creator/apply and /creator/apply-status). Assumption: spec §7 names no endpoint
 * for applying; these two are ours, listed as such in tests/fixtures/endpoints.txt and the README.
 */
export const creator = {
  apply: POST('/creator/v1/apply')
    .body<CreatorApplication>(['name', 'phone', 'address', 'postcode'])
    .decodes(decodeApplicationStatus),
  getApplicationStatus: GET('/creator/v1/apply/status').decodes(decodeApplicationStatus),
};
