import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../domain/user';
import type { VipState } from '../../domain/vip';
import { MeView, type MeState } from '../../ui/me/MeView';
import { logout } from '../app';
import { api } from '../api';
import { accountView, requireLogin } from '../auth/accountView';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateOf } from '../vip/dates';
import { ME_ENTRIES } from './meEntries';

interface MePage {
  user: User;
  /** Null when the VIP state could not be read: the rest of the page still shows. */
  vip: VipState | null;
}

const loadMePage = async (): Promise<MePage> => {
  const [user, vip] = await Promise.all([api.auth.getMyInfo(), api.vip.getMyVip({ noToast: true }).catch(() => null)]);
  return { user, vip };
};

function screenState(page: MePage): MeState {
  const { user, vip } = page;
  const endDate = vip?.is_vip ? dateOf(vip.vip_end_at) : undefined;
  return {
    kind: 'user',
    nickname: user.nickname ?? '花友',
    avatarUrl: user.image_url,
    huaId: user.hua_id === undefined ? null : String(user.hua_id),
    vip: !vip ? { kind: 'unknown' } : endDate ? { kind: 'member', endDate } : { kind: 'none' },
  };
}

/** /me 我的: the learner's own page; signed out it offers 登录/注册 and shows nothing private. */
export default function Me() {
  const navigate = useNavigate();
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  const signedOut = account.kind === 'anonymous';
  const page = useRequest(loadMePage);
  const { run } = page;
  // Again when the account changes (signed in here, or a new nickname), so the page never shows another's data.
  const nickname = account.kind === 'user' ? account.nickname : '';
  useEffect(() => {
    if (!signedOut) run(undefined);
  }, [run, signedOut, nickname]);
  const [leaving, setLeaving] = useState(false);

  const state: MeState = signedOut
    ? { kind: 'anonymous' }
    : page.result
      ? screenState(page.result)
      : page.error
        ? { kind: 'failed', error: page.error }
        : { kind: 'loading' };
  return (
    <TitledScreen>
      <MeView
        state={state}
        rows={ME_ENTRIES.map((entry) => ({ ...entry, onOpen: () => void navigate(entry.path) }))}
        leaving={leaving}
        onLogin={() => void requireLogin().catch(() => {})}
        onLogout={() => {
          if (leaving) return;
          setLeaving(true);
          void logout();
        }}
        onRetry={() => run(undefined)}
        onOpenVip={() => void navigate('/vip-subscribe')}
      />
    </TitledScreen>
  );
}
