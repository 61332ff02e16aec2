import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_CANCELLED_TEXT } from '../../machines/auth.machine';
import { encodeBookCode } from '../../lib/bookCode';
import { listMyGroups } from '../../services/groupBuy';
import { MY_GROUPS_COPY, MyGroupsSkeleton, MyGroupsView, type MyGroupsTab } from '../../ui/groupbuy/MyGroupsView';
import { HOME_LABEL, LoadFailed, SignInNeeded } from '../../ui/shell/StatusView';
import { api } from '../api';
import { requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';

const TAB_KEY = 'tab';
const TABS: MyGroupsTab[] = ['all', 'open', 'success', 'failed'];

/** /groupbuy/my, 我的拼团: the groups I started or joined, by tab (kept in the address, so Back returns to it). */
export default function MyGroups() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<MyGroupsTab>(() => {
    const asked = new URLSearchParams(window.location.search).get(TAB_KEY) as MyGroupsTab | null;
    return asked && TABS.includes(asked) ? asked : 'all';
  });
  const groups = useRequest(async () => {
    await requireLogin();
    return listMyGroups(api);
  });
  const { run } = groups;
  useEffect(() => {
    run(undefined);
  }, [run]);
  const home = () => void navigate('/');

  let body;
  if (groups.error === LOGIN_CANCELLED_TEXT)
    body = <SignInNeeded {...MY_GROUPS_COPY.signIn} onLogin={() => run(undefined)} onHome={home} />;
  else if (groups.error)
    body = (
      <LoadFailed
        title={MY_GROUPS_COPY.loadFailed}
        error={groups.error}
        onRetry={() => run(undefined)}
        also={{ label: HOME_LABEL, onClick: home }}
      />
    );
  else if (!groups.result) body = <MyGroupsSkeleton />;
  else
    body = (
      <MyGroupsView
        groups={groups.result}
        tab={tab}
        onTab={(next) => {
          setTab(next);
          void navigate(`?${TAB_KEY}=${next}`, { replace: true });
        }}
        onOpen={(group) => void navigate(`/book/${encodeBookCode(group.library_book_id)}/groupbuy/${group.group_id}`)}
      />
    );
  return <TitledScreen>{body}</TitledScreen>;
}
