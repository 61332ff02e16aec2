import { DELETE, GET, POST, PUT } from './endpoint';

export type CardsResponse = unknown;
export type PackageResponse = unknown;
export type PackagePage = unknown;
export type MediaResponse = unknown;
export type CreatorTagResponse = unknown;
export type MyPackagesResponse = unknown;
export type DeckResponse = unknown;
export type TemplateResponse = unknown;

export const apkg = {
  bulkCards: POST('/apkg/v1/package/{package_uuid}/cards/bulk')
    .query<{ compress?: boolean }>()
    .body()
    .returns<CardsResponse>(),
  searchCards: POST('/apkg/v1/package/{package_uuid}/cards/search')
    .query<{ keyword: string }>(['keyword'])
    .body()
    .returns<CardsResponse>(),
  getCardRecommends: GET('/apkg/v1/package/{package_uuid}/cards/recommends').returns<CardsResponse>(),
  getPackageInfo: GET('/apkg/v1/package/{package_uuid}/info')
    .query<{ raw_template?: boolean }>()
    .returns<PackageResponse>(),
  getMediaList: GET('/apkg/v1/package/{package_uuid}/media_list').returns<MediaResponse>(),
  getMediaMapping: GET('/apkg/v1/package/{package_uuid}/media_mapping').returns<MediaResponse>(),
  renamePackage: POST('/apkg/v1/package/{package_uuid}/rename').body().returns<PackageResponse>(),
  tagPackage: POST('/apkg_creator_tag/v1/package/{package_uuid}/tag').body().returns<CreatorTagResponse>(),
  listCreatorTags: GET('/apkg_creator_tag/v1/package').returns<CreatorTagResponse>(),
  addMyPackage: POST('/apkg/v1/my').body().returns<MyPackagesResponse>(),
  listMyPackages: GET('/apkg/v1/my').returns<MyPackagesResponse>(),
  createBookFromPackage: POST('/apkg/v1/my/{package_uuid}/book').body().returns<MyPackagesResponse>(),
  removeMyPackage: DELETE('/apkg/v1/my/{package_uuid}').returns<MyPackagesResponse>(),
  createPackage: POST('/apkg/v1/package').body().returns<PackageResponse>(),
  listPackages: POST('/apkg/v1/package/page').body().returns<PackagePage>(),
  getPackage: GET('/apkg/v1/package/{anki_package_id}').returns<PackageResponse>(),
  listDecks: GET('/apkg/v1/package/{package_uuid}/decks').returns<DeckResponse>(),
  createDeck: POST('/apkg/v1/package/{package_uuid}/decks').body().returns<DeckResponse>(),
  updateDeck: PUT('/apkg/v1/package/{package_uuid}/decks/{deck_id}').body().returns<DeckResponse>(),
  deleteDeck: DELETE('/apkg/v1/package/{package_uuid}/decks/{deck_id}').returns<DeckResponse>(),
  listTemplates: GET('/apkg/v1/package/{package_uuid}/models/{model_id}/templates').returns<TemplateResponse>(),
  createTemplate: POST('/apkg/v1/package/{package_uuid}/models/{model_id}/templates')
    .body()
    .returns<TemplateResponse>(),
  updateTemplate: PUT('/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}')
    .body()
    .returns<TemplateResponse>(),
  deleteTemplate: DELETE(
    '/apkg/v1/package/{package_uuid}/models/{model_id}/templates/{template_id}',
  ).returns<TemplateResponse>(),
};
