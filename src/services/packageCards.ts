import { decodeCardItems, type CardsPage, type PackageCard } from '../domain/cardPackage';
import type { Api } from './api';

/** base64 → gzip → JSON, with the platform's own decompressor (no library on the page). */
async function unpack(itemsGz: string): Promise<unknown> {
  const bytes = Uint8Array.from(atob(itemsGz), (c) => c.charCodeAt(0));
  const stream = new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text());
}

type CardsPageRead = Omit<CardsPage, 'items' | 'items_gz'> & { items: PackageCard[] };

/**
 * A page of a package's cards: read compressed (…/cards/bulk?compress=true) and unpacked here, or, with a keyword,
 * the cards that match it (…/cards/search).
 */
export async function readPackageCards(
  api: Api,
  { packageUuid, page, pageSize, keyword }: { packageUuid: string; page: number; pageSize: number; keyword: string },
): Promise<CardsPageRead> {
  const path = { package_uuid: packageUuid };
  const body = { page_number: page, page_size: pageSize };
  const answer = keyword
    ? await api.apkg.searchCards({ path, query: { keyword }, body, noToast: true })
    : await api.apkg.bulkCards({ path, query: { compress: true }, body, noToast: true });
  const { items_gz, ...rest } = answer;
  return { ...rest, items: items_gz ? decodeCardItems(await unpack(items_gz)) : answer.items };
}
