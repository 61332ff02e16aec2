import { decodeCardPage } from '../../domain/card';
import { study } from '../../services/api/study';
import { callApi } from '../callApi';

/** 试看 on a book page: the package's card count, its free sample and whether the reader owns it all. */
export const loadCardSample = async (packageUuid: string) =>
  decodeCardPage(
    await callApi(study.queryPackageUserCards, {
      path: { anki_package_uuid: packageUuid },
      query: { type: 'preview', page_size: 1 },
      noToast: true,
    }),
  );
