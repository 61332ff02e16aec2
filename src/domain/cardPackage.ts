import * as v from 'valibot';
import { stripEmoji } from '../lib/format';
import { decoder, idSchema, pageFields, textSchema } from './decode';

/**
 * A creator's card package (apkg/v1, spec §3): decks, note types (models) with their card templates, media and
 * cards. Assumption: spec §7 names the calls but not their bodies; the shapes here are the ones the demo backend
 * answers.
 */
/** A package uuid has dashes (`pkg-1`, a UUID), which `idSchema` does not take. */
const packageUuidSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export const cardPackageSchema = v.object({
  package_uuid: packageUuidSchema,
  name: v.string(),
  card_count: v.number(),
  tags: v.array(v.string()),
  /** The release learners get; null before the first publication. */
  release_tag: textSchema,
  /** Raised by every edit; a backup names the version it was made from (check_version). */
  version: v.number(),
  /** The book made from this package and on sale, which keeps the package from being deleted. */
  published_book: textSchema,
  updated_at: v.string(),
});
export type CardPackage = v.InferOutput<typeof cardPackageSchema>;

export const decodeCardPackage = decoder(cardPackageSchema, '卡包');
/** GET apkg/v1/my: the packages on 我的卡包. */
export const decodeMyPackages = decoder(v.object({ items: v.array(cardPackageSchema) }), '我的卡包');
/** POST apkg/v1/package/page: every package the creator may add, each saying whether it is on 我的卡包. */
export const decodePackagePage = decoder(
  v.object(pageFields(v.object({ ...cardPackageSchema.entries, in_my_list: v.boolean() }))),
  '卡包',
);
export type PackagePage = ReturnType<typeof decodePackagePage>;

export const deckSchema = v.object({ deck_id: idSchema, name: v.string(), card_count: v.number() });
export type Deck = v.InferOutput<typeof deckSchema>;
export const decodeDecks = decoder(v.object({ items: v.array(deckSchema) }), '牌组');
export const decodeDeck = decoder(deckSchema, '牌组');

/** A card template of a note type: the front, the back (`{{FrontSide}}` repeats the front) and the CSS. */
export const templateSchema = v.object({
  template_id: idSchema,
  model_id: idSchema,
  name: v.string(),
  front: v.string(),
  back: v.string(),
  css: v.string(),
});
export type CardTemplate = v.InferOutput<typeof templateSchema>;
/** What the template editor changes of a template. */
export type TemplateDraft = Pick<CardTemplate, 'front' | 'back' | 'css'>;
export const decodeTemplates = decoder(v.object({ items: v.array(templateSchema) }), '模板');
export const decodeTemplate = decoder(templateSchema, '模板');

/** A note type: its fields, and one note's values for the template preview. */
export const modelSchema = v.object({
  model_id: idSchema,
  name: v.string(),
  fields: v.array(v.string()),
  sample: v.record(v.string(), v.string()),
});
export type NoteModel = v.InferOutput<typeof modelSchema>;

/** A release made from a backup (POST hpkg/v1/package/{uuid}/publish). */
export const releaseSchema = v.object({ release_tag: v.string(), backup_id: idSchema, published_at: v.string() });
export type PackageRelease = v.InferOutput<typeof releaseSchema>;

/** GET apkg/v1/package/{uuid}/info?raw_template=true. */
export const packageInfoSchema = v.object({
  ...cardPackageSchema.entries,
  decks: v.array(deckSchema),
  models: v.array(modelSchema),
  /** Newest first. */
  releases: v.array(releaseSchema),
});
export type PackageInfo = v.InferOutput<typeof packageInfoSchema>;
export const decodePackageInfo = decoder(packageInfoSchema, '卡包');

export const mediaFileSchema = v.object({ name: v.string(), size: v.number(), uploaded_at: v.string() });
export type MediaFile = v.InferOutput<typeof mediaFileSchema>;
export const decodeMediaList = decoder(v.object({ items: v.array(mediaFileSchema) }), '媒体');
/** GET …/media_mapping: the name a card's HTML uses → the stored file. */
export const decodeMediaMapping = decoder(v.object({ mapping: v.record(v.string(), v.string()) }), '媒体');
/** POST hpkg/v1/package/{uuid}/media and …/media_zip: the files stored. */
export const decodeUpload = decoder(v.object({ items: v.array(mediaFileSchema) }), '上传');

/** POST/GET hpkg/v1/download/media_zip/{uuid}: the zip is made in parts; each part is a link when ready. */
export const mediaZipSchema = v.object({
  status: v.picklist(['PREPARING', 'READY']),
  parts: v.array(v.object({ page_number: v.number(), url: v.string(), size: v.number() })),
  total_pages: v.number(),
});
export type MediaZip = v.InferOutput<typeof mediaZipSchema>;
export const decodeMediaZip = decoder(mediaZipSchema, '媒体包');

export const packageCardSchema = v.object({
  card_id: idSchema,
  deck_id: idSchema,
  model_id: idSchema,
  fields: v.record(v.string(), v.string()),
});
export type PackageCard = v.InferOutput<typeof packageCardSchema>;
/**
 * POST …/cards/bulk?compress=true: a page of cards, the items gzipped and base64-encoded in `items_gz` (the client
 * unpacks them); …/cards/search answers `items` plainly.
 */
export const decodeCardsPage = decoder(
  v.object({
    items: v.optional(v.array(packageCardSchema), []),
    items_gz: textSchema,
    total: v.number(),
    page_number: v.number(),
    has_more: v.boolean(),
  }),
  '卡片',
);
export type CardsPage = ReturnType<typeof decodeCardsPage>;
export const decodeCardItems = decoder(v.array(packageCardSchema), '卡片');

/** GET apkg_creator_tag/v1/package: the creator's tags, each with how many packages carry it. */
export const decodeCreatorTags = decoder(
  v.object({ items: v.array(v.object({ tag: v.string(), count: v.number() })) }),
  '标签',
);

export const PACKAGE_NAME_MAX = 30;
export const DECK_NAME_MAX = 30;
export const TAGS_MAX = 5;
export const TAG_MAX = 8;

/** A package's or deck's name as it is sent: trimmed, without emoji; the reason it is refused, or null. */
export const cleanName = (name: string) => stripEmoji(name).trim();
export function nameProblem(name: string, max: number): string | null {
  const clean = cleanName(name);
  if (!clean) return '请输入名称';
  if (clean.length > max) return `名称最多 ${max} 个字`;
  return null;
}

export function tagsProblem(tags: string[]): string | null {
  if (tags.length > TAGS_MAX) return `最多 ${TAGS_MAX} 个标签`;
  if (tags.some((tag) => !tag.trim() || tag.trim().length > TAG_MAX)) return `每个标签 1～${TAG_MAX} 个字`;
  return null;
}

/** A template's front must draw at least one field; the same rule on both sides. */
export const templateProblem = (template: Pick<CardTemplate, 'front'>): string | null =>
  /\{\{[^{}]+\}\}/.test(template.front) ? null : '正面模板至少要引用一个字段，例如 {{正面}}';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A card as a template draws it (the Anki rules the package format uses): `{{Field}}` is the note's field as HTML,
 * `{{text:Field}}` its text, `{{FrontSide}}` on the back the front as drawn; an unknown field draws nothing; the card
 * is drawn inside `.card`, which the template's CSS styles. The
 * result is still hostile: it is shown through the card frame's sanitizer.
 */
export function renderCard(
  template: Pick<CardTemplate, 'front' | 'back'>,
  fields: Record<string, string>,
): { front: string; back: string } {
  const fill = (html: string, frontSide: string) =>
    html.replace(/\{\{\s*(text:)?([^{}]+?)\s*\}\}/g, (_, text: string | undefined, name: string) => {
      if (name === 'FrontSide') return frontSide;
      const value = fields[name] ?? '';
      return text ? escapeHtml(value.replace(/<[^>]*>/g, '')) : value;
    });
  const front = fill(template.front, '');
  const card = (html: string) => `<div class="card">${html}</div>`;
  return { front: card(front), back: card(fill(template.back, front)) };
}

/** A card's first field as plain text, for lists. */
export const cardTitle = (card: Pick<PackageCard, 'fields'>) =>
  (Object.values(card.fields)[0] ?? '').replace(/<[^>]*>/g, '').trim() || '（空白卡片）';

export const MEDIA_IMAGE_MAX_EDGE = 1600;
export const MEDIA_ZIP_MAX_BYTES = 50 * 1024 * 1024;
