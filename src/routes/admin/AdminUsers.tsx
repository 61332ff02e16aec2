import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ORDER_STATUS_TEXT } from '../../domain/order';
import { parseUserQuery, type ManagedUser, type UserQuery } from '../../domain/staff';
import { codeLookupMachine } from '../../machines/codeLookup.machine';
import { codeLookupView } from '../../machines/codeLookup.view';
import { HttpError } from '../../services/http/errors';
import { CodeLookupPanel } from '../../ui/admin/CodeLookupPanel';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { ManagedUserView } from '../../ui/admin/ManagedUserView';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList, StaffSkeleton } from '../../ui/admin/StaffStates';
import { UserSearchForm } from '../../ui/admin/UserSearchForm';
import { ListFooter } from '../../ui/library/ListFooter';
import { LoadFailed } from '../../ui/shell/StatusView';
import { yuan } from '../../ui/vip/price';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { useRequest } from '../useRequest';
import { useScreenActor } from '../useScreenActor';
import { dateOf, dateTimeOf } from '../vip/dates';
import { codeLookupServices } from './codeLookupServices';
import { StaffPagesPending, useStaffPages } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PAGE_SIZE = 20;
const NOBODY = { items: [], total: 0, page_number: 1, has_more: false };

/** The query's page of users; a 花号 is resolved to its user id first (spec §5), and an unknown one finds nobody. */
async function findUsers(query: UserQuery | null, page_number: number) {
  const body = { page_number, page_size: PAGE_SIZE };
  if (query?.kind === 'huaId') {
    try {
      const { user_id } = await api.user.getUserIdByHuaId({ query: { hua_id: query.huaId }, noToast: true });
      return api.manage.queryUsers({ query: { user_id: String(user_id) }, body, noToast: true });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return NOBODY;
      throw error;
    }
  }
  const by =
    query?.kind === 'phone'
      ? { phone_number: query.phone }
      : query?.kind === 'userId'
        ? { user_id: query.userId }
        : query?.kind === 'nickname'
          ? { nickname: query.nickname }
          : {};
  return api.manage.queryUsers({ query: by, body, noToast: true });
}

function CodeLookup({ phone }: { phone: string }) {
  const actor = useScreenActor(() => ({
    logic: codeLookupMachine.provide(codeLookupServices({ api })),
    options: { input: { phone } },
  }));
  const view = useMachineView(actor, codeLookupView);
  return (
    <CodeLookupPanel
      view={view}
      onReason={(value) => actor.send({ type: 'reason.change', value })}
      onReveal={() => actor.send({ type: 'reveal' })}
      onHide={() => actor.send({ type: 'hide' })}
    />
  );
}

const factsOf = (user: ManagedUser) => ({
  nickname: user.nickname,
  userId: user.user_id,
  huaId: `h${user.hua_id}`,
  phone: user.phone,
  joined: dateOf(user.created_at) ?? '',
  vip: SCREEN_COPY.users.vip(
    user.vip_end_at && Date.parse(user.vip_end_at) > Date.now() ? (dateOf(user.vip_end_at) ?? null) : null,
  ),
  methods: user.sign_in_methods.map((m) => SCREEN_COPY.users.methods[m]),
  orders: user.orders.map((o) => ({
    id: o.order_id,
    title: o.title,
    amount: yuan(o.amount),
    status: ORDER_STATUS_TEXT[o.status],
    time: dateTimeOf(o.created_at) ?? '',
  })),
});

/** One user's detail (GET manage/user/v1/query), read when opened. */
function UserDetail({ userId }: { userId: string }) {
  const detail = useRequest(() => api.manage.findUser({ query: { user_id: userId }, noToast: true }));
  const { run } = detail;
  useEffect(() => run(undefined), [run]);
  if (detail.error)
    return <LoadFailed title={SCREEN_COPY.users.loadFailed} error={detail.error} onRetry={() => run(undefined)} />;
  if (!detail.result) return <StaffSkeleton list="user" />;
  const user = detail.result;
  return (
    <ManagedUserView
      user={factsOf(user)}
      codeLookup={user.phone ? <CodeLookup key={user.user_id} phone={user.phone} /> : null}
    />
  );
}

function Results({ query }: { query: UserQuery | null }) {
  const pages = useStaffPages((page) => findUsers(query, page));
  const [open, setOpen] = useState<string | null>(null);
  if (!pages.loaded) return <StaffPagesPending list="users" read={pages} />;
  return (
    <DeskSplit
      placeholder={SCREEN_COPY.users.placeholder}
      detail={open && <UserDetail key={open} userId={open} />}
      onClose={() => setOpen(null)}
      list={
        pages.loaded.items.length === 0 ? (
          <Stack gap="sm">
            <EmptyStaffList text={SCREEN_COPY.users.empty} />
            {/* A new user who gets no SMS has no account yet: support may still read the code sent to the phone. */}
            {query?.kind === 'phone' && <CodeLookup phone={query.phone} />}
          </Stack>
        ) : (
          <StaffList
            label={query ? SCREEN_COPY.users.found : SCREEN_COPY.users.newest}
            rows={pages.loaded.items.map((u) => ({
              key: u.user_id,
              title: u.nickname,
              meta: `h${u.hua_id} · ${u.phone ?? SCREEN_COPY.users.noPhone} · ${dateOf(u.created_at) ?? ''}`,
            }))}
            selected={open}
            onSelect={setOpen}
            footer={<ListFooter state={pages.footer} onReachEnd={pages.next} onRetry={pages.next} />}
          />
        )
      }
    />
  );
}

/**
 * /admin/users 用户查询: one box for a phone, a nickname, a user id or a 花号; the newest accounts before a search. A
 * user's detail shows VIP standing, orders and sign-in methods, and 查看验证码 for support.
 */
export default function AdminUsers() {
  // Each search reads afresh, the same words again too.
  const [search, setSearch] = useState({ n: 0, query: null as UserQuery | null });
  return (
    <TitledScreen>
      <Stack gap="md">
        <UserSearchForm initial="" onSearch={(text) => setSearch({ n: search.n + 1, query: parseUserQuery(text) })} />
        <Results key={search.n} query={search.query} />
      </Stack>
    </TitledScreen>
  );
}
