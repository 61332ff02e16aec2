import type { CreatorApplication } from '../domain/creator';
import type { BackupChannel, LogAction, PackageChange } from '../domain/packageRelease';
import type { UgcBookStatus } from '../domain/ugcBook';
import type { OrderStatus } from '../domain/order';
import type { OAuthProvider } from '../domain/signin';
import type { AgreementStatus } from '../domain/vip';
/** The demo backend's data, kept as plain JSON so it can live in localStorage. */

export interface DemoUser {
  user_id: string;
  hua_id: number;
  phone: string | null;
  open_id: string | null;
  qq_id: string | null;
  nickname: string;
  image_url: string;
  created_at: number;
  inviter_id: string | null;
  vip_end_at: number | null;
  balance: number;
}

export interface DemoOrder {
  order_id: string;
  user_id: string;
  sku_id: string;
  is_gift: boolean;
  amount: number;
  status: OrderStatus;
  created_at: number;
  /** A successful payment is told to the backend after the settle delay, like a payment webhook. */
  settles_at: number | null;
  paid_at: number | null;
  /** The open charge: a pay call for its channel returns it again rather than making another. */
  charge_id: string | null;
  charge_channel?: string;
  /** Charges made before the open one: a payment on any of them pays the order too. */
  old_charges?: string[];
  /** The charge whose payment paid the order. */
  paid_charge?: string;
  /** Charges paid after the order was paid or closed: refunded at once, as a payment channel does. */
  refunded_charges?: string[];
  gift_code: string | null;
  /**
   * A book order: the library book it buys (its sku is `book_<id>`), the coupon used and the sharer. A seeded order
   * of a reader who has no account here names them instead (`reader`).
   */
  library_book_id?: string;
  coupon_id?: string | null;
  sharer_id?: string | null;
  reader?: string;
  /** A group-buy order: the group it starts or joins; the book is owned only once the group succeeds. */
  group_id?: string;
  /** A refund under way (REFUNDING): when the money is back and the order reads REFUNDED. */
  refunds_at?: number;
  /** A lease order (sku `lease_<id>`): one term of its book, once paid; `with_plan` opens the study plan. */
  lease?: { with_plan: boolean };
  /** A wallet top-up (wallet/deposit/buy): its pack's coins are added once paid. */
  deposit?: true;
}

/** A book bought for good. */
export interface DemoBookOwner {
  user_id: string;
  library_book_id: string;
  order_id: string;
  at: number;
}

/** A lease: the book is readable until `ends_at`, then it ends by itself. */
export interface DemoLease {
  user_id: string;
  library_book_id: string;
  starts_at: number;
  ends_at: number;
  with_plan: boolean;
}

/** A reader's study plan for one deck (README "Study plans"). */
export interface DemoPlan {
  daily_new_cards: number;
  daily_review_limit: number;
  /** YYYY-MM-DD, China time. */
  target_date: string;
  learned_cards: number;
}

export interface DemoGift {
  code: string;
  order_id: string;
  days: number;
  claimed_by: string | null;
  claimed_at: number | null;
}

export interface DemoAgreement {
  agreement_id: string;
  user_id: string;
  sku_id: string;
  status: AgreementStatus;
  signed_at: number;
  cancelled_at: number | null;
}

/** A VIP squad: members share the owner's VIP period. */
export interface DemoSquad {
  squad_id: string;
  owner_id: string;
  invite_codes: string[];
  /** Seats in all, the owner's included. */
  capacity: number;
  members: { user_id: string; joined_at: number }[];
}

/** A group buy: PENDING until the leader's order is paid, then OPEN until it fills or its deadline passes. */
export interface DemoGroup {
  group_id: string;
  library_book_id: string;
  status: 'PENDING' | 'OPEN' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  size: number;
  price: number;
  duration_ms: number;
  created_at: number;
  /** Set when the group opens. */
  deadline: number | null;
  /** The leader first, then by joining order; a free member has no order. */
  members: { user_id: string; joined_at: number; order_id: string | null }[];
}

export interface DemoApplication extends CreatorApplication {
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
}

export interface DemoFeedback {
  feedback_id: string;
  /** A comment (the seeded ones), or a reader's report of a problem with the book (books/v1/library/report). */
  type?: 'COMMENT' | 'REPORT';
  /** Who sent it, when it was sent here: a manager's reply reaches their 消息. */
  reporter_id?: string;
  /** A comment's stars (1–5); a report has none. */
  rating?: number;
  /** Shown on the book's page; a report never is. */
  shown?: boolean;
  library_book_id: string;
  nickname: string;
  /** Plain text as the reader typed it, markup included. */
  content: string;
  created_at: number;
  read: boolean;
  reply: string | null;
  replied_at: number | null;
}

/** A letter to one user (an instance letter); `content` is the server's HTML, as an operator wrote it. */
export interface DemoLetter {
  instance_letter_id: string;
  namespace: string;
  user_id: string;
  title: string;
  sender: string;
  content: string;
  created_at: number;
  /** Set when the user first reads it. */
  read_at: number | null;
  comments: { comment_id: string; content: string; created_at: number }[];
  /** The broadcast (管理后台 站内信) this letter is a copy of. */
  broadcast_letter_id?: string;
}

/** A broadcast letter: a draft until instantiated into a letter per learner of its audience; withdrawn takes them back. */
export interface DemoBroadcast {
  broadcast_letter_id: string;
  namespace: string;
  title: string;
  content: string;
  audience: 'ALL' | 'VIP' | 'USERS';
  user_ids: string[];
  created_by: string;
  created_at: number;
  sent_at: number | null;
  withdrawn_at: number | null;
  recipients: number;
}

/** A creator's own book (我的作品); a deleted one is kept with `deleted_at` (PUT ugc/v1/books is a soft delete). */
export interface DemoUgcBook {
  ugc_book_id: string;
  author_id: string;
  title: string;
  intro: string;
  status: UgcBookStatus;
  card_count: number;
  reason: string | null;
  /** The creator's order: lower first. */
  rank: number;
  updated_at: number;
  deleted_at: number | null;
  /** A book made from a card package (生成书籍): the package, and the request that made it (a retry answers it again). */
  package_uuid?: string;
  request_id?: string;
}

/** A note type (model) of a card package: its fields, one note's values for the preview, and its card templates. */
export interface DemoNoteModel {
  model_id: string;
  name: string;
  fields: string[];
  sample: Record<string, string>;
  templates: { template_id: string; name: string; front: string; back: string; css: string }[];
}

/** What a backup of a card package keeps and a rollback to it puts back. */
export interface DemoPackageContent {
  name: string;
  tags: string[];
  /** A seeded deck holds a run of its library book's cards, by place [from, to); a deck made later holds none. */
  decks: { deck_id: string; name: string; book_cards?: [number, number] }[];
  models: DemoNoteModel[];
  media: { name: string; size: number; uploaded_at: number }[];
}

/** One change an edit made, with the version the edit raised the package to; `key` names the thing changed. */
export interface DemoPackageEdit extends Omit<PackageChange, 'at'> {
  key: string;
  at: number;
  version: number;
}

export interface DemoPackageBackup {
  backup_id: string;
  tag: string;
  channel: BackupChannel;
  /** The package version it was made from. */
  version: number;
  by: string;
  started_at: number;
  /** It runs until then; the settle step marks it DONE and writes its history row. */
  done_at: number;
  status: 'RUNNING' | 'DONE';
  request_id: string | null;
  content: DemoPackageContent;
}

/** A history row (change_logs). `release_tag`: the release a PUBLISH, SWITCH or ROLLBACK row made current. */
export interface DemoPackageLog {
  transaction_id: string;
  action: LogAction;
  release_tag: string | null;
  summary: string;
  by: string;
  at: number;
  /** The backup a BACKUP row made or a PUBLISH row published. */
  backup_id: string | null;
  request_id: string | null;
}

/** A creator's card package (apkg/hpkg), its content, and its backups, releases and history. */
export interface DemoPackage {
  package_uuid: string;
  author_id: string;
  /** The library book whose cards it holds (`pkg-N` holds book N's); null for a package made without one. */
  library_book_id: string | null;
  content: DemoPackageContent;
  /** Raised by every edit that changes something. */
  version: number;
  release_tag: string | null;
  updated_at: number;
  /** The newest edits, for the conflict of a stale backup and for who changed what. */
  edits: DemoPackageEdit[];
  backups: DemoPackageBackup[];
  releases: { release_tag: string; backup_id: string; published_at: number }[];
  logs: DemoPackageLog[];
  /** Uploaded images' bytes in base64 by name, only the newest few: the browser keeps the store in localStorage. */
  media_bytes: Record<string, { uploaded_at: number; base64: string }>;
  /** The media zip asked for (hpkg download/media_zip): files per part, and when it is ready. */
  media_zip: { page_size: number; ready_at: number } | null;
}

/** A batch of redeem codes made in 管理后台; each code is used once, by anyone but within its expiry day. */
export interface DemoRedeemBatch {
  batch_id: string;
  days: number;
  library_book_id: string | null;
  expires_on: string;
  created_at: number;
  created_by: string;
  codes: { code: string; used_by: string | null; used_at: number | null }[];
}

/** One SMS code looked up by support: who, whose phone, when and why (the audit log). */
export interface DemoCodeLookup {
  staff_id: string;
  phone: string;
  reason: string;
  at: number;
}

export interface DemoSms {
  phone: string;
  code: string;
  text: string;
  sent_at: number;
}

export interface DemoState {
  version: 1;
  seq: number;
  users: DemoUser[];
  tokens: Record<string, { user_id: string; expires_at: number }>;
  /** Codes issued per phone; sends keeps the send times that the captcha rule counts. */
  sms: Record<string, { code: string; expires_at: number; failures: number; sends: number[] }>;
  captchas: Record<string, { x: number; secret_key: string; expires_at: number }>;
  orders: DemoOrder[];
  gifts: DemoGift[];
  agreements: DemoAgreement[];
  /** Codes redeemed, with what they gave (兑换记录); `at` is absent on records from before the log. */
  redeemed: { code: string; user_id: string; days?: number; library_book_id?: string; at?: number }[];
  oauth_codes: Record<
    string,
    { provider: OAuthProvider; scope: string; open_id: string; issued_at: number; used: boolean }
  >;
  /** The one WeChat-like and QQ-like account of this browser, made on first authorization. */
  open_ids: Partial<Record<OAuthProvider, string>>;
  inbox: DemoSms[];
  /** One-time codes that hand a signed-in session to the desktop pay form. */
  auth_codes: Record<string, { user_id: string; issued_at: number; used: boolean }>;
  book_owners: DemoBookOwner[];
  leases: DemoLease[];
  /** Coupon ids spent on a paid order. */
  used_coupons: string[];
  /** Analytics uploads received: how many events, and the newest few (debug panel). */
  analytics: { received: number; recent: DemoEvent[] };
  squads: DemoSquad[];
  groups: DemoGroup[];
  /** Free group entries used, and VIP passes spent, per user id. */
  group_free_used: Record<string, number>;
  group_passes_used: Record<string, number>;
  /** Operator changes to a book's group-buy rules, over the seed's. */
  group_configs: Record<string, { group_price: number; group_size: number; duration_hours: number; version: number }>;
  /** 时间快进: how far the demo clock runs ahead of the device's. */
  clock_offset_ms: number;
  /** Days studied per user id (debug panel 模拟学习一天), and the study rewards claimed (`claimer:friend|self`). */
  study_days: Record<string, number>;
  learn_claims: string[];
  /** Study plans by `user_id:deck_id`. */
  study_plans: Record<string, DemoPlan>;
  /** Creator applications by user id; the debug panel's 审核 decides a pending one. */
  creator_applications: Record<string, DemoApplication>;
  /** Readers' feedback on the authors' books (读者反馈), with the creator's reply. */
  creator_feedback: DemoFeedback[];
  /** Creators' own books (ugc/v1). */
  ugc_books: DemoUgcBook[];
  /** Card packages (apkg/hpkg), and each creator's 我的卡包 list of package uuids. */
  packages: DemoPackage[];
  my_packages: Record<string, string[]>;
  /** One-time download tokens (auth/v1/generate/download_token): refused once used or expired. */
  download_tokens: Record<string, { user_id: string; expires_at: number; used: boolean }>;
  /** Official-account open ids bound to accounts (/czyBinding), one each way. */
  mp_bindings: { user_id: string; open_id: string; bound_at: number }[];
  /** Who follows whom (user/v1/follower), and since when. */
  follows: { follower_id: string; followee_id: string; at?: number }[];
  /** Upcoming books published before their seeded date (debug panel 作者发布新书): book id → when. */
  early_releases: Record<string, number>;
  /** 意见反馈 received (app/v1/problem/feedback), the newest 20. */
  problem_reports: {
    report_id: string;
    user_id: string | null;
    content: string;
    contact: string;
    image_count: number;
    page: string;
    app_version: string;
    user_agent: string;
    at: number;
  }[];
  /** Features paused by the debug panel (flag/v1/app/{key}); a key not here is on. */
  flags: Record<string, boolean>;
  /** The notice of app/v1/config, put up by the debug panel. */
  announcement: string | null;
  /** Short links by key (short_link/v1). */
  short_links: Record<string, { url: string; created_at: number }>;
  /** 设置 kept on the server (user/v1/preference/{key}), per user id. */
  preferences: Record<string, Record<string, unknown>>;
  /** Interactive cards unlocked (`user:card:<card_id>`) and whole templates (`user:template:<template_id>`). */
  icp_unlocks: string[];
  /** Search results tapped (event/v1/search_click_event), the newest 50. */
  search_clicks: { keyword: string; tab: string; position: number; id: string }[];
  /** 消息: letters to users, with their replies. */
  letters: DemoLetter[];
  redeem_batches: DemoRedeemBatch[];
  broadcasts: DemoBroadcast[];
  /** 调整评分: a book's rating as a manager set it, over the one its comments give. */
  book_scores: Record<string, number>;
  /** 资料审核: profile changes waiting for a manager, and those decided. */
  profile_reviews: {
    review_id: string;
    user_id: string;
    key: 'nickname';
    value: string;
    submitted_at: number;
    status: 'PENDING' | 'APPROVED' | 'REJECTED';
    reason: string | null;
  }[];
  /** 数据恢复 done by admins: what, for whom, when. */
  recoveries: { admin_id: string; kind: 'schedule' | 'model'; target: string; at: number }[];
  code_lookups: DemoCodeLookup[];
  /** The fixed personas and squads of the README are in place. */
  seeded: boolean;
}

export interface DemoEvent {
  event_key: string;
  event_data: string;
  event_time: number;
  app_id: number | string;
  device_id: string;
}

export const emptyState = (): DemoState => ({
  version: 1,
  seq: 0,
  users: [],
  tokens: {},
  sms: {},
  captchas: {},
  orders: [],
  gifts: [],
  agreements: [],
  redeemed: [],
  oauth_codes: {},
  open_ids: {},
  inbox: [],
  auth_codes: {},
  book_owners: [],
  leases: [],
  used_coupons: [],
  analytics: { received: 0, recent: [] },
  squads: [],
  groups: [],
  group_free_used: {},
  group_passes_used: {},
  group_configs: {},
  clock_offset_ms: 0,
  study_days: {},
  learn_claims: [],
  study_plans: {},
  follows: [],
  early_releases: {},
  search_clicks: [],
  icp_unlocks: [],
  preferences: {},
  short_links: {},
  flags: {},
  announcement: null,
  problem_reports: [],
  letters: [],
  creator_applications: {},
  download_tokens: {},
  creator_feedback: [],
  ugc_books: [],
  packages: [],
  my_packages: {},
  mp_bindings: [],
  redeem_batches: [],
  broadcasts: [],
  book_scores: {},
  recoveries: [],
  profile_reviews: [],
  code_lookups: [],
  seeded: false,
});
