import { fromCallback, fromPromise } from 'xstate';
import {
  decodeCardPage,
  decodeCardPreview,
  decodeInteractiveTemplate,
  decodeSpeech,
  type CardPage,
} from '../../domain/card';
import type { CardDeck, CardViewerEvent, LoadedCard, UnlockRequest } from '../../machines/cardViewer.machine';
import type { SoundListeners } from '../../services/soundPlayer';
import { CARD_COPY } from '../../ui/cards/cardCopy';
import type { SignInDeps } from '../serviceDeps';

/** The viewer reads card ids a page at a time. */
export const CARD_PAGE_SIZE = 20;

export interface CardViewerDeps extends SignInDeps {
  packageUuid: string;
  signedIn(): boolean;
  /** The card's HTML made safe to show (services/cardHtml: sanitized, media inlined). */
  safeHtml(html: string): Promise<string>;
  playSound(url: string, listeners: SoundListeners): () => void;
}

/** The card viewer's effects, for cardViewerMachine.provide(). */
export function cardViewerServices({ api, packageUuid, signedIn, requireLogin, safeHtml, playSound }: CardViewerDeps) {
  const quiet = { noToast: true } as const;
  const pages = new Map<number, Promise<CardPage>>();
  const page = (pageNumber: number) => {
    let found = pages.get(pageNumber);
    if (!found) {
      found = api.study
        .queryPackageUserCards({
          path: { anki_package_uuid: packageUuid },
          query: { type: 'preview', page_number: pageNumber, page_size: CARD_PAGE_SIZE },
          ...quiet,
        })
        .then(decodeCardPage);
      // A failed page is asked again next time.
      found.catch(() => pages.delete(pageNumber));
      pages.set(pageNumber, found);
    }
    return found;
  };

  async function loadCard(index: number): Promise<LoadedCard> {
    const { items } = await page(Math.floor(index / CARD_PAGE_SIZE) + 1);
    const id = items[index % CARD_PAGE_SIZE]?.card_id;
    if (!id) throw new Error(CARD_COPY.noSuchCard);
    const card = decodeCardPreview(
      await api.hpkg.previewCard({ path: { package_uuid: packageUuid, card_id: id }, query: { html: true }, ...quiet }),
    );
    const [front_html, back_html] = await Promise.all([safeHtml(card.front_html), safeHtml(card.back_html)]);
    const locked = card.interactive && !card.interactive.unlocked ? card.interactive.template_id : null;
    const template = locked
      ? decodeInteractiveTemplate(await api.study.getIcpTemplate({ path: { template_id: locked }, ...quiet }))
      : null;
    return { card: { ...card, front_html, back_html }, template };
  }

  async function unlock({ templateId, cardId, whole }: UnlockRequest) {
    if (!signedIn()) await requireLogin();
    if (whole) await api.study.unlockIcpTemplate({ path: { template_id: templateId }, body: {}, ...quiet });
    else await api.study.unlockIcpCard({ path: { template_id: templateId, card_id: cardId }, body: {}, ...quiet });
  }

  return {
    actors: {
      loadDeck: fromPromise<CardDeck>(async () => {
        if (!packageUuid) throw new Error(CARD_COPY.noPackage);
        const { total, sample_size, owned } = await page(1);
        return { total, sample_size, owned };
      }),
      loadCard: fromPromise<LoadedCard, { index: number }>(({ input }) => loadCard(input.index)),
      unlock: fromPromise<void, UnlockRequest>(({ input }) => unlock(input)),
      speech: fromPromise<string, { text: string }>(
        async ({ input }) =>
          decodeSpeech(await api.study.synthesizeAudio({ body: { text: input.text }, ...quiet })).audio_url,
      ),
      playSound: fromCallback<CardViewerEvent, { url: string }>(({ input, sendBack }) =>
        playSound(input.url, {
          onEnded: () => sendBack({ type: 'sound.ended' }),
          onFailed: () => sendBack({ type: 'sound.failed' }),
        }),
      ),
    },
  };
}
