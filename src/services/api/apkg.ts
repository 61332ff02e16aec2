import {
  decodeCardPackage,
  decodeCardsPage,
  decodeCreatorTags,
  decodeDeck,
  decodeDecks,
  decodeMediaList,
  decodeMediaMapping,
  decodeMyPackages,
  decodePackageInfo,
  decodePackagePage,
  decodeTemplate,
  decodeTemplates,
} from '../../domain/cardPackage';
import { decodeUgcBook } from '../../domain/ugcBook';
import { DELETE, GET, POST, PUT } from './endpoint';

export type CardsResponse = unknown;
export type PackageResponse = unknown;

type Paging = { page_number: number; page_size: number };

/** Card packages (apkg/v1, 卡包): bodies and answers are assumptions, as in `domain/cardPackage.ts`. */
export const apkg = {
  bulkCards: POST('/apkg/v1/package/{package_uuid}/cards/bulk')
    .query<{ compress?: boolean }>()
    .body<Paging & { deck_id?: string }>(['page_number', 'page_size'])
    .decodes(decodeCardsPage),
  searchCards: POST('/apkg/v1/package/{package_uuid}/cards/search')
    .query<{ keyword: string }>(['keyword'])
    .body<Paging>(['page_number', 'page_size'])
    .decodes(decodeCardsPage),
  getCardRecommends: GET('/apkg/v1/package/{package_uuid}/cards/recommends').returns<CardsResponse>(),
  getPackageInfo: GET('/apkg/v1/package/{package_uuid}/info')
    .query<{ raw_template?: boolean }>()
    .decodes(decodePackageInfo),
  getMediaList: GET('/apkg/v1/package/{package_uuid}/media_list').decodes(decodeMediaList),
  getMediaMapping: GET('/apkg/v1/package/{package_uuid}/media_mapping').decodes(decodeMediaMapping),
  renamePackage: POST('/apkg/v1/package/{package_uuid}/rename')
    .body<{ name: string }>(['name'])
    .decodes(decodeCardPackage),
  tagPackage: POST('/apkg_creator_tag/v1/package/{package_uuid}/tag')
    .body<{ tags: string[] }>(['tags'])
    .decodes(decodeCardPackage),
  listCreatorTags: GET('/apkg_creator_tag/v1/package').decodes(decodeCreatorTags),
  addMyPackage: POST('/apkg/v1/my').body<{ package_uuid: string }>(['package_uuid']).decodes(decodeMyPackages),
  listMyPackages: GET('/apkg/v1/my').decodes(decodeMyPackages),
  /** 生成书籍: a draft in 我的作品 made from the package. */
  createBookFromPackage: POST('/apkg/v1/my/{package_uuid}/book')
    .body<{ title: string; request_id: string }>(['title', 'request_id'])
    .decodes(decodeUgcBook),
  removeMyPackage: DELETE('/apkg/v1/my/{package_uuid}').decodes(decodeMyPackages),
  createPackage: POST('/apkg/v1/package').body<{ name: string }>(['name']).decodes(decodeCardPackage),
  listPackages: POST('/apkg/v1/package/page').body<Paging>(['page_number', 'page_size']).decodes(decodePackagePage),
  getPackage: GET('/apkg/v1/package/{anki_package_id}').returns<PackageResponse>(),
  listDecks: GET('/apkg/v1/package/{package_uuid}/decks').decodes(decodeDecks),
  createDeck: POST('/apkg/v1/package/{package_uuid}/decks').body<{ name: string }>(['name']).decodes(decodeDeck),
  updateDeck: PUT('/apkg/v1/package/{package_uuid}/decks/{deck_id}')
    .body<{ name: string }>(['name'])
    .decodes(decodeDeck),
  deleteDeck: DELETE('/apkg/v1/package/{package_uuid}/decks/{deck_id}').decodes(decodeDecks),
  listTemplates: GET('/apkg/v1/package/{package_uuid}/models/{model_id}/templates').decodes(decodeTemplates),
  createTemplate: POST('/apkg/v1/package/{package_uuid}/models/{model_id}/templates').body().returns<unknown>(),
  updateTemplate: PUT('/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}')
    .body<{ front: string; back: string; css: string }>(['front', 'back', 'css'])
    .decodes(decodeTemplate),
  deleteTemplate: DELETE(
    '/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}',
  ).returns<unknown>(),
};
