import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, createApi } from '../../src/services/api';
import type { HttpRequest } from '../../src/services/http/client';
import { RequiredParameterError } from '../../src/services/http/errors';

type Listed = { method: string; path: string };

const fixture = readFileSync(new URL('../fixtures/endpoints.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const endpoints: Listed[] = Object.values(catalogue).flatMap((area) => Object.values<Listed>(area));
const ids = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);

const duplicates = (list: string[]) => list.filter((id, i) => list.indexOf(id) !== i);

describe('api catalogue (spec §7)', () => {
  it('fixture lines are METHOD and an absolute path, each listed once', () => {
    expect(fixture.filter((line) => !/^(GET|POST|PUT|DELETE) \/\S+$/.test(line))).toEqual([]);
    expect(duplicates(fixture)).toEqual([]);
  });

  it('catalogue covers every METHOD and path of spec §7', () => {
    const inCatalogue = new Set(ids);
    const inSpec = new Set(fixture);
    const missing = fixture.filter((id) => !inCatalogue.has(id));
    const extra = ids.filter((id) => !inSpec.has(id));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('no endpoint appears twice in the catalogue', () => {
    expect(duplicates(ids)).toEqual([]);
  });

  it('keeps the spelling quirks by_invide_code and namepace', () => {
    expect(catalogue.vip.getSquadByInviteCode.path).toBe('/vip/v1/squad/by_invide_code/{invite_code}');
    const letterPaths = ids.filter((id) => id.includes('/letter/v1/namepace/{namespace}/'));
    expect(letterPaths).toHaveLength(6);
    expect(ids.filter((id) => id.includes('by_invite_code') || id.includes('/namespace/'))).toEqual([]);
  });

  it('declares the mandatory query and body parameters named by the spec', () => {
    const required = (e: { requiredQuery: readonly string[]; requiredBody: readonly string[] }) => [
      ...e.requiredQuery,
      ...e.requiredBody,
    ];
    expect(required(catalogue.study.getMyStudyStats)).toEqual(['start_date', 'end_date']);
    expect(required(catalogue.auth.getUserToken)).toEqual(['user_id']);
    expect(required(catalogue.user.getUserIdByHuaId)).toEqual(['hua_id']);
    expect(required(catalogue.user.searchCreators)).toEqual(['keyword']);
    expect(required(catalogue.books.getSearchHints)).toEqual(['keyword']);
    expect(required(catalogue.books.searchNotes)).toEqual(['keyword']);
    // The keyword is the spec's; the page is this product's assumption, like every paged list.
    expect(required(catalogue.apkg.searchCards)).toEqual(['keyword', 'page_number', 'page_size']);
    expect(required(catalogue.misc.searchApp)).toEqual(['q']);
    expect(required(catalogue.misc.browseFile)).toEqual(['path']);
    expect(required(catalogue.books.getLease)).toEqual(['resourceId']);
    expect(required(catalogue.order.downloadIncomeDetailExcel)).toEqual(['token']);
    expect(required(catalogue.order.downloadMyCreatorOrdersExcel)).toEqual(['token']);
    expect(required(catalogue.weixin.createJsApiSignature)).toEqual(['url']);
    expect(required(catalogue.misc.uploadEvents)).toEqual(['events_data']);
    expect(required(catalogue.hpkg.uploadMediaZip)).toEqual(['file']);
    expect(catalogue.hpkg.uploadMediaZip.multipart).toBe(true);
  });

  it('study statistics without end_date raise a required-parameter error and send nothing', async () => {
    let sent = 0;
    const request: HttpRequest = () => {
      sent += 1;
      return Promise.reject(new Error('not expected'));
    };
    const api = createApi(request);
    const call = Promise.resolve().then(() =>
      // @ts-expect-error end_date is mandatory
      api.study.getMyStudyStats({ query: { start_date: '2024-01-01' } }),
    );
    await expect(call).rejects.toBeInstanceOf(RequiredParameterError);
    expect(sent).toBe(0);
  });
});
