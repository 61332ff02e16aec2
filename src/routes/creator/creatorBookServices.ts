import { fromPromise } from 'xstate';
import { cleanUgcBookEdit, type UgcBook } from '../../domain/ugcBook';
import type { BookChange } from '../../machines/creatorBook.machine';
import type { Api } from '../../services/api';
import { withServerMessage } from '../../services/http/errors';

/** The effects of creatorBookMachine, for the route and the headless driver: each refusal carries the backend's reason. */
export const creatorBookServices = ({ api }: { api: Api }) => ({
  actors: {
    // The row shows the refusal beside its buttons; no toast on top of it.
    updateBook: fromPromise<UgcBook, BookChange>(({ input }) =>
      withServerMessage(
        api.ugc.updateUgcBook({
          path: { ugc_book_id: input.bookId },
          body: cleanUgcBookEdit(input.edit),
          noToast: true,
        }),
      ),
    ),
    submitBook: fromPromise<UgcBook, { bookId: string }>(({ input }) =>
      withServerMessage(api.ugc.reviewUgcBook({ path: { ugcBookId: input.bookId }, body: {}, noToast: true })),
    ),
    deleteBook: fromPromise<unknown, { bookId: string }>(({ input }) =>
      withServerMessage(api.ugc.deleteMyUgcBooks({ body: { ugc_book_ids: [input.bookId] }, noToast: true })),
    ),
  },
});
