import * as v from 'valibot';
import { decoder, idSchema, textSchema } from './decode';

/** A squad invite code as users type and share it: letters and digits, compared without case. */
export { isSquadCode, normalizeSquadCode } from './linkIds';

const personSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
});

/** A VIP squad: the owner's VIP period is shared by every member (spec §1, squads). */
export const squadSchema = v.object({
  squad_id: idSchema,
  owner: personSchema,
  /** Seats in all, the owner's included. */
  capacity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  member_count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** ISO time the shared VIP ends; null when the owner is not a VIP. */
  vip_end_at: textSchema,
});
export type Squad = v.InferOutput<typeof squadSchema>;

export const squadMemberSchema = v.object({
  ...personSchema.entries,
  role: v.picklist(['OWNER', 'MEMBER']),
  joined_at: v.string(),
});
export type SquadMember = v.InferOutput<typeof squadMemberSchema>;

/** The signed-in user's own squad and role, or none. */
export const mySquadSchema = v.object({
  squad: v.nullable(squadSchema),
  role: v.nullable(v.picklist(['OWNER', 'MEMBER'])),
});
export type MySquad = v.InferOutput<typeof mySquadSchema>;

/**
 * What the squad page decides on: the squad of the link, and the signed-in user's own squad. Its members, far below,
 * are read apart, after the page's first paint.
 */
export interface SquadPage {
  /** null when the code finds no squad. */
  squad: Squad | null;
  /** null when signed out. */
  mine: MySquad | null;
  /** The codes of my own squad, to share (only members may read them); empty when I am in none. */
  codes: string[];
}

export const freeSeats = (squad: Squad) => Math.max(0, squad.capacity - squad.member_count);

export const decodeSquad = decoder(squadSchema, '小队');
export const decodeSquadMembers = decoder(v.object({ members: v.array(squadMemberSchema) }), '小队成员');
export const decodeMySquad = decoder(mySquadSchema, '我的小队');
export const decodeSquadCodes = decoder(v.object({ invite_codes: v.array(v.string()) }), '小队邀请码');
