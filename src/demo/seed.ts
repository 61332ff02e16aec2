import { DAY_MS, VIP_SKUS } from './catalogueData';
import { seedCreators } from './creatorSeed';
import { addGroupOrder, groupConfigOf } from './handlers/groupRules';
import { seedProfileReviews } from './handlers/profileReviews';
import { createUser } from './handlers/users';
import { seedPackages } from './packages/seed';

const HOUR_MS = 3_600_000;
import { LETTER_NAMESPACE } from '../domain/letter';
import { PERSONA, SEED } from './personas';
import type { DemoLetter, DemoState, DemoUser } from './state';

function seededUser(state: DemoState, now: number, nickname: string, vipDays: number): DemoUser {
  const user = createUser(state, now, { phone: null, open_id: null, qq_id: null, nickname });
  user.vip_end_at = now + vipDays * DAY_MS;
  return user;
}

/** Group 9001 on book 1, led by the VIP persona (who paid), 1 of 3, deadline about 20 hours after seeding. */
function seedGroup(state: DemoState, now: number): void {
  if (state.groups.some((group) => group.group_id === SEED.openGroup)) return;
  const leader = state.users.find((user) => user.phone === PERSONA.vip)!;
  const config = groupConfigOf(state, SEED.openGroupBook)!;
  const group = { group_id: SEED.openGroup, library_book_id: SEED.openGroupBook, price: config.group_price };
  const opened = now - 4 * HOUR_MS;
  const orderId = '5300000000000009001';
  addGroupOrder(state, group, leader.user_id, orderId, opened, 'PAID');
  state.groups.push({
    group_id: SEED.openGroup,
    library_book_id: SEED.openGroupBook,
    status: 'OPEN',
    size: config.group_size,
    price: config.group_price,
    duration_ms: config.duration_hours * HOUR_MS,
    created_at: opened,
    deadline: now + 20 * HOUR_MS,
    members: [{ user_id: leader.user_id, joined_at: opened, order_id: orderId }],
  });
}

/** The VIP persona's gift (SEED.openGift), paid a day ago and not claimed: the gift link of a chat, in any browser. */
function seedGift(state: DemoState, now: number): void {
  const { orderId, code } = SEED.openGift;
  if (state.orders.some((order) => order.order_id === orderId)) return;
  const buyer = state.users.find((user) => user.phone === PERSONA.vip)!;
  const sku = VIP_SKUS.find((s) => s.sku_id === 'vip_month')!;
  const paidAt = now - DAY_MS;
  state.orders.push({
    order_id: orderId,
    user_id: buyer.user_id,
    sku_id: sku.sku_id,
    is_gift: true,
    amount: sku.sale_price,
    status: 'PAID',
    created_at: paidAt,
    settles_at: null,
    paid_at: paidAt,
    charge_id: null,
    gift_code: code,
  });
  state.gifts.push({ code, order_id: orderId, days: sku.days, claimed_by: null, claimed_at: null });
}

/**
 * The fixed data of the README, the same in every browser: the personas, in order; the VIP persona with hua id
 * 888888 (an account of long standing) owns squad VIP888 (2 free seats of 4) and invited 花友小满 (studied 3 days)
 * and 花友木木 (1 day); squad FULL01 has all 4 seats taken. Runs once per demo store,
 * before the first request.
 */
export function seedDemoData(state: DemoState, now: number): void {
  seedPeople(state, now);
  seedGroup(state, now);
  seedGift(state, now);
  seedCreators(state, now);
  seedPackages(state, now);
  seedLetters(state, now);
  seedProfileReviews(state, now);
}

const flag = SEED.letterMarkupFlag;
/** The VIP persona's letters, newest first: [title, sender, HTML, hours ago, read]. */
const SEED_LETTERS: [string, string, string, number, boolean][] = [
  [
    '会员福利活动',
    '活动小助手',
    `<p>恭喜获得<b>限时福利</b>，点击领取：</p><img src=x onerror="window.${flag}='img'"><script>window.${flag}='script'</script>` +
      `<p><a href="javascript:window.${flag}='link'">立即领取</a></p>`,
    2,
    false,
  ],
  [
    '本周学习报告',
    '花卡记忆',
    '<p>本周你复习了 <b>312</b> 张卡片，新学 <b>48</b> 张。</p><ul><li>连续学习 5 天</li><li>记忆保持率 91%</li></ul>',
    30,
    false,
  ],
  [
    '欢迎加入花卡记忆',
    '花卡记忆',
    '<p>你好！这里会收到会员、订单和学习的通知。</p><p>有问题可以直接<strong>回复这封消息</strong>，客服会尽快答复。</p>',
    72,
    true,
  ],
];

/** Three letters for the VIP persona, two unread, one with markup that must not run (README); once per store. */
function seedLetters(state: DemoState, now: number): void {
  const persona = state.users.find((user) => user.phone === PERSONA.vip);
  if (!persona || state.letters.some((l) => (SEED.letterIds as readonly string[]).includes(l.instance_letter_id)))
    return;
  SEED_LETTERS.forEach(([title, sender, content, hoursAgo, read], index) => {
    const letter: DemoLetter = {
      instance_letter_id: SEED.letterIds[index]!,
      namespace: LETTER_NAMESPACE,
      user_id: persona.user_id,
      title,
      sender,
      content,
      created_at: now - hoursAgo * HOUR_MS,
      read_at: read ? now - (hoursAgo - 1) * HOUR_MS : null,
      comments: [],
    };
    state.letters.push(letter);
  });
}

/**
 * 我的书架 of the VIP persona: book 2 leased with a plan (18 days left), book 7 about to end (2 days left), book 9
 * ended 5 days ago. Once per store, with the people.
 */
function seedLeases(state: DemoState, persona: DemoUser, now: number): void {
  for (const [bookId, endsInDays, withPlan] of SEED.leases)
    state.leases.push({
      user_id: persona.user_id,
      library_book_id: bookId,
      starts_at: now + (endsInDays - 30) * DAY_MS,
      ends_at: now + endsInDays * DAY_MS,
      with_plan: withPlan,
    });
}

function seedPeople(state: DemoState, now: number): void {
  if (state.seeded) return;
  state.seeded = true;
  // Every persona exists from the start, in a fixed order, so its ids are the same in every browser.
  for (const phone of Object.values(PERSONA))
    if (!state.users.some((user) => user.phone === phone))
      createUser(state, now, { phone, open_id: null, qq_id: null });
  const persona = state.users.find((user) => user.phone === PERSONA.vip)!;
  persona.hua_id = SEED.vipHuaId;
  persona.created_at = now - 400 * DAY_MS;
  // Bound to a WeChat-like and a QQ-like account too, so 账号与安全 has something to unbind.
  persona.open_id = SEED.vipWechatOpenId;
  persona.qq_id = SEED.vipQqOpenId;
  const partner = seededUser(state, now, '花友小满', 0);
  const fullOwner = seededUser(state, now, '学习委员阿青', 365);
  const fullMembers = ['花友木木', '花友橙子', '花友小北'].map((nickname) => seededUser(state, now, nickname, 0));
  // Two friends the VIP persona invited: one studied enough for its reward, one is on its way.
  for (const [friend, days] of [
    [partner, SEED.studiedFriendDays],
    [fullMembers[0]!, 1],
  ] as const) {
    friend.inviter_id = persona.user_id;
    state.study_days[friend.user_id] = days;
  }
  state.squads.push(
    {
      squad_id: '3100000000000000001',
      owner_id: persona.user_id,
      invite_codes: [SEED.openSquad, 'VIP888B'],
      capacity: SEED.squadCapacity,
      members: [persona, partner].map((user) => ({ user_id: user.user_id, joined_at: now })),
    },
    {
      squad_id: '3100000000000000002',
      owner_id: fullOwner.user_id,
      invite_codes: [SEED.fullSquad],
      capacity: SEED.squadCapacity,
      members: [fullOwner, ...fullMembers].map((user) => ({ user_id: user.user_id, joined_at: now })),
    },
  );
  seedLeases(state, persona, now);
}
