import { decodeUgcBook } from '../../domain/ugcBook';
import { DELETE, GET, POST, PUT } from './endpoint';
import { decoderIn } from './laterDecoder';

/** The package types load with the first package call (laterDecoder.ts), not with the catalogue. */
const cardPackage = () => import('../../domain/cardPackage');

export type CardsResponse = unknown;
export type PackageResponse = unknown;

type Paging = { page_number: number; page_size: number };

/** Card packages (apkg/v1, 卡包): bodies and answers are assumptions, as in `domain/cardPackage.ts`. */
export const apkg = {
  bulkCards: POST('/apkg/v1/package/{package_uuid}/cards/bulk')
    .query<{ compress?: boolean }>()
    .body<Paging & { deck_id?: string }>(['page_number', 'page_size'])
    .decodes(decoderIn(cardPackage, 'decodeCardsPage')),
  searchCards: POST('/apkg/v1/package/{package_uuid}/cards/search')
    .query<{ keyword: string }>(['keyword'])
    .body<Paging>(['page_number', 'page_size'])
    .decodes(decoderIn(cardPackage, 'decodeCardsPage')),
  getCardRecommends: GET('/apkg/v1/package/{package_uuid}/cards/recommends').returns<CardsResponse>(),
  getPackageInfo: GET('/apkg/v1/package/{package_uuid}/info')
    .query<{ raw_template?: boolean }>()
    .decodes(decoderIn(cardPackage, 'decodePackageInfo')),
  getMediaList: GET('/apkg/v1/package/{package_uuid}/media_list').decodes(decoderIn(cardPackage, 'decodeMediaList')),
  getMediaMapping: GET('/apkg/v1/package/{package_uuid}/media_mapping').decodes(
    decoderIn(cardPackage, 'decodeMediaMapping'),
  ),
  renamePackage: POST('/apkg/v1/package/{package_uuid}/rename')
    .body<{ name: string }>(['name'])
    .decodes(decoderIn(cardPackage, 'decodeCardPackage')),
  tagPackage: POST('/apkg_creator_tag/v1/package/{package_uuid}/tag')
    .body<{ tags: string[] }>(['tags'])
    .decodes(decoderIn(cardPackage, 'decodeCardPackage')),
  listCreatorTags: GET('/apkg_creator_tag/v1/package').decodes(decoderIn(cardPackage, 'decodeCreatorTags')),
  addMyPackage: POST('/apkg/v1/my')
    .body<{ package_uuid: string }>(['package_uuid'])
    .decodes(decoderIn(cardPackage, 'decodeMyPackages')),
  listMyPackages: GET('/apkg/v1/my').decodes(decoderIn(cardPackage, 'decodeMyPackages')),
  /** 生成书籍: a draft in 我的作品 made from the package. */
  createBookFromPackage: POST('/apkg/v1/my/{package_uuid}/book')
    .body<{ title: string; request_id: string }>(['title', 'request_id'])
    .decodes(decodeUgcBook),
  removeMyPackage: DELETE('/apkg/v1/my/{package_uuid}').decodes(decoderIn(cardPackage, 'decodeMyPackages')),
  createPackage: POST('/apkg/v1/package')
    .body<{ name: string }>(['name'])
    .decodes(decoderIn(cardPackage, 'decodeCardPackage')),
  listPackages: POST('/apkg/v1/package/page')
    .body<Paging>(['page_number', 'page_size'])
    .decodes(decoderIn(cardPackage, 'decodePackagePage')),
  getPackage: GET('/apkg/v1/package/{anki_package_id}').returns<PackageResponse>(),
  listDecks: GET('/apkg/v1/package/{package_uuid}/decks').decodes(decoderIn(cardPackage, 'decodeDecks')),
  createDeck: POST('/apkg/v1/package/{package_uuid}/decks')
    .body<{ name: string }>(['name'])
    .decodes(decoderIn(cardPackage, 'decodeDeck')),
  updateDeck: PUT('/apkg/v1/package/{package_uuid}/decks/{deck_id}')
    .body<{ name: string }>(['name'])
    .decodes(decoderIn(cardPackage, 'decodeDeck')),
  deleteDeck: DELETE('/apkg/v1/package/{package_uuid}/decks/{deck_id}').decodes(decoderIn(cardPackage, 'decodeDecks')),
  listTemplates: GET('/apkg/v1/package/{package_uuid}/models/{model_id}/templates').decodes(
    decoderIn(cardPackage, 'decodeTemplates'),
  ),
  createTemplate: POST('/apkg/v1/package/{package_uuid}/models/{model_id}/templates').body().returns<unknown>(),
  updateTemplate: PUT('/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}')
    .body<{ front: string; back: string; css: string }>(['front', 'back', 'css'])
    .decodes(decoderIn(cardPackage, 'decodeTemplate')),
  deleteTemplate: DELETE(
    '/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}',
  ).returns<unknown>(),
};
