import * as v from 'valibot';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/**
 * A page of a package's cards for the reader (GET /usercard/v1/package/{anki_package_uuid}/query, `type=preview`):
 * the ids in order, how many there are, and how many a reader who does not own the book may see (试看). Shape assumed.
 */
export const decodeCardPage = decoder(
  v.object({
    ...pageFields(v.object({ card_id: idSchema })),
    sample_size: v.number(),
    owned: v.boolean(),
  }),
  '卡片列表',
);
export type CardPage = ReturnType<typeof decodeCardPage>;

/** An interactive template a card is drawn with (GET /icp/v1/templates/{template_id}); `unlocked` is for this reader. */
export const interactiveSchema = v.object({ template_id: idSchema, unlocked: v.boolean() });

/**
 * One card's preview (GET /hpkg/v1/package/{uuid}/card/{card_id}/preview?html=true): the front and back as HTML the
 * author wrote (hostile until sanitized), the text to speak, and the interactive template when it needs unlocking.
 */
export const decodeCardPreview = decoder(
  v.object({
    card_id: idSchema,
    front_html: v.string(),
    back_html: v.string(),
    speech_text: v.optional(v.string(), ''),
    interactive: v.optional(v.nullable(interactiveSchema), null),
  }),
  '卡片',
);
export type CardPreview = ReturnType<typeof decodeCardPreview>;

export const decodeInteractiveTemplate = decoder(
  v.object({
    template_id: idSchema,
    name: v.string(),
    /** Who may unlock it, in the reader's words (e.g. 会员可解锁全部互动卡片). */
    unlock_rule: v.string(),
    /** Free card unlocks this reader has left; null when unlocking the whole template is open to them. */
    free_unlocks_left: v.optional(v.nullable(v.number()), null),
  }),
  '互动模板',
);
export type InteractiveTemplate = ReturnType<typeof decodeInteractiveTemplate>;

/** A card's comments (GET /usercard/v1/comment/{card_id}). */
export const decodeCardComments = decoder(
  v.object({
    items: v.array(
      v.object({
        comment_id: idSchema,
        nickname: v.string(),
        avatar_url: textSchema,
        content: v.string(),
        created_at: v.number(),
      }),
    ),
  }),
  '卡片评论',
);
export type CardComment = ReturnType<typeof decodeCardComments>['items'][number];

/** POST /tts/v1/audio: where the spoken card is (an https or data URL). */
export const decodeSpeech = decoder(v.object({ audio_url: v.string() }), '语音');

/** A card beyond the free sample, for a reader who does not own the book. */
export const isBeyondSample = (index: number, page: Pick<CardPage, 'sample_size' | 'owned'>) =>
  !page.owned && index >= page.sample_size;

/** The last card a reader can move to (from 0): every card for an owner, else the first one past the sample (locked). */
export const lastReachable = (page: Pick<CardPage, 'total' | 'sample_size' | 'owned'>) =>
  page.owned ? page.total - 1 : Math.min(page.total - 1, page.sample_size);
