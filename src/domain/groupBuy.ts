import * as v from 'valibot';
import { centsSchema } from './money';
import { decoder, idSchema, textSchema } from './decode';

/** h5-flows notes, group buying: what a failed or cancelled group tells every paid member. */
export const GROUP_REFUND_TEXT = '系统会在1-2个工作日内按原路退款';

/** A book's group-buy rules as operators set them; `version` identifies the snapshot a user saw. */
export const groupConfigSchema = v.object({
  library_book_id: idSchema,
  enabled: v.boolean(),
  group_size: v.pipe(v.number(), v.integer(), v.minValue(2)),
  duration_hours: v.pipe(v.number(), v.integer(), v.minValue(1)),
  group_price: centsSchema,
  /** Sent when asked with show_original_price: what buying alone costs. */
  original_price: centsSchema,
  version: v.pipe(v.number(), v.integer()),
});
export type GroupConfig = v.InferOutput<typeof groupConfigSchema>;

export const groupMemberSchema = v.object({
  user_id: idSchema,
  nickname: v.string(),
  image_url: textSchema,
  is_leader: v.boolean(),
});
export type GroupMember = v.InferOutput<typeof groupMemberSchema>;

/** OPEN until it fills (SUCCESS) or its deadline passes (FAILED); CANCELLED when its last member left. */
export const groupStatusSchema = v.picklist(['OPEN', 'SUCCESS', 'FAILED', 'CANCELLED']);
export type GroupStatus = v.InferOutput<typeof groupStatusSchema>;

/** One group-buy instance as group/{id}/query answers it, from the signed-in user's point of view. */
export const groupSchema = v.object({
  group_id: idSchema,
  library_book_id: idSchema,
  book_title: v.string(),
  status: groupStatusSchema,
  group_size: v.pipe(v.number(), v.integer(), v.minValue(2)),
  group_price: centsSchema,
  /** The leader first, then by joining order. */
  members: v.array(groupMemberSchema),
  deadline: v.string(),
  /** Milliseconds to the deadline by the server's clock, which the countdown trusts over the device's. */
  remaining_ms: v.pipe(v.number(), v.minValue(0)),
  /** The signed-in user's place in it. */
  my_role: v.optional(v.nullable(v.picklist(['LEADER', 'MEMBER'])), null),
});
export type Group = v.InferOutput<typeof groupSchema>;

/** Why a member may or may not leave: under an hour to the deadline, or not at all (the group has ended). */
export const cancellableSchema = v.object({
  status: v.picklist(['CANCELABLE', 'UNABLE_LESS_THAN_ONE_HOUR', 'UNABLE']),
});
export type Cancellable = v.InferOutput<typeof cancellableSchema>['status'];

/** What a group-buy screen knows: the book's rules, the group on screen, the open groups to join, and my allowances. */
export interface GroupBuyPage {
  /** null when the book has no group buy. */
  config: GroupConfig | null;
  /** The group of the link; on the book page, my own open group of this book; else null. */
  group: Group | null;
  /** Other open groups of this book that I could join (book page only). */
  openGroups: Group[];
  /** Groups I may still start or join without paying; 0 when signed out. */
  freeTimes: number;
  /** VIP passes that finish my group at once; 0 when signed out or not a VIP. */
  passTimes: number;
}

/** Where the user stands, which decides the screen: one answer per case of the join page. */
export type GroupStanding = 'unavailable' | 'offer' | 'visitor' | 'full' | 'leader' | 'member' | 'succeeded' | 'ended';

export const seatsLeft = (group: Group) => Math.max(0, group.group_size - group.members.length);

export function groupStanding(page: GroupBuyPage): GroupStanding {
  const { group, config } = page;
  if (!group) return config?.enabled ? 'offer' : 'unavailable';
  if (group.status === 'SUCCESS') return 'succeeded';
  if (group.status !== 'OPEN') return 'ended';
  if (group.my_role === 'LEADER') return 'leader';
  if (group.my_role === 'MEMBER') return 'member';
  return seatsLeft(group) === 0 ? 'full' : 'visitor';
}

/** hh:mm:ss of a countdown; hours run past 24. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export const decodeGroupConfig = decoder(groupConfigSchema, '拼团规则');
export const decodeGroup = decoder(groupSchema, '拼团');
export const decodeGroups = decoder(v.object({ groups: v.array(groupSchema) }), '拼团列表');
export const decodeCancellable = decoder(cancellableSchema, '拼团取消规则');
export const decodeLeftFreeTimes = decoder(v.object({ left_free_times: v.number() }), '免费拼团次数');
export const decodeLeftPassTimes = decoder(v.object({ left_pass_times: v.number() }), '成团卡次数');

/** The backend's code for a free start or join refused because no free times are left. */
export const NO_FREE_TIMES_CODE = 'NO_FREE_TIMES';

/** A free start or join refused for lack of free times: the screen offers to pay instead. */
export class NoFreeTimesError extends Error {
  override name = 'NoFreeTimesError';
  constructor() {
    super('你的免费拼团次数已用完');
  }
}
