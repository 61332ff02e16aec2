import * as v from 'valibot';
import { decoder, idSchema, textSchema } from './decode';

/** A learner on a book's weekly 学习榜 (GET /books/v1/package/{package_uuid}/study/rank_list; the shape is assumed). */
export const rankRowSchema = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  user_id: idSchema,
  nickname: v.string(),
  avatar_url: textSchema,
  cards: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RankRow = v.InferOutput<typeof rankRowSchema>;

/** This week's top learners, and the signed-in reader's own place (`rank` null: not on the list this week). */
export const decodeRankList = decoder(
  v.object({
    items: v.array(rankRowSchema),
    me: v.optional(
      v.nullable(v.object({ rank: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), cards: v.number() })),
      null,
    ),
  }),
  '学习榜',
);
export type RankList = ReturnType<typeof decodeRankList>;

/** 每日一句 (GET /quote/v1/random; the shape is assumed). */
export const quoteSchema = v.object({ quote_id: idSchema, content: v.string(), author: textSchema });
export type Quote = v.InferOutput<typeof quoteSchema>;
export const decodeQuote = decoder(quoteSchema, '每日一句');
