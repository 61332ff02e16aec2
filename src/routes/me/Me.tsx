import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { cleanNickname, nicknameProblem, type User } from '../../domain/user';
import type { VipState } from '../../domain/vip';
import { toast } from '../../services/toast';
import { DEFAULT_NICKNAME, ME_TILES, MeView, type MeState } from '../../ui/me/MeView';
import { NICKNAME_SAVED, NicknameDialog } from '../../ui/me/NicknameDialog';
import { api } from '../api';
import { accountView, logout, refreshUser, requireLogin } from '../auth';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateOf } from '../vip/dates';
import { ME_PATHS } from './meEntries';
import { unreadBadge, useUnreadLetters } from './unreadLetters';
import { useFollowedBooks } from './followedBooks';
import { FollowedBooksStrip } from '../../ui/me/FollowedBooksStrip';

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
    nickname: user.nickname ?? DEFAULT_NICKNAME,
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
  const nicknameEdit = useNicknameEdit();
  const unread = unreadBadge(useUnreadLetters(account.kind === 'user'));
  const followed = useFollowedBooks(account.kind === 'user');

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
        // 管理后台 shows for staff only; hiding it is not the guard, the server's 403 is.
        rows={ME_TILES.filter((tile) => tile.key !== 'admin' || page.result?.user.staff_role).map((tile) => ({
          ...tile,
          badge: tile.key === 'messages' ? unread : undefined,
          onOpen: () => void navigate(ME_PATHS[tile.key]),
        }))}
        leaving={leaving}
        onLogin={() => void requireLogin().catch(() => {})}
        onLogout={() => {
          if (leaving) return;
          setLeaving(true);
          void logout();
        }}
        onRetry={() => run(undefined)}
        onOpenVip={() => void navigate('/vip-subscribe')}
        onEditNickname={() => nicknameEdit.open(page.result?.user.nickname ?? '')}
      >
        <FollowedBooksStrip
          books={followed.tiles}
          newCount={followed.newCount}
          onOpen={(href) => void navigate(href)}
          onAll={() => void navigate('/me/following')}
        />
      </MeView>
      <NicknameDialog {...nicknameEdit.dialog} />
    </TitledScreen>
  );
}

/** 修改昵称: the spec §5 helper strips emoji, 1–20 characters; once saved, every screen reads the new name at once. */
function useNicknameEdit() {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const save = useRequest(
    (nickname: string) => api.auth.updateMyInfo({ body: { nickname }, noBadRequestToast: true }),
    () => {
      setDraft(null);
      toast(NICKNAME_SAVED);
      // The sign-in state reads my_info again, so / and every screen show the new name.
      void refreshUser();
    },
  );
  return {
    open: (current: string) => {
      save.reset();
      setProblem('');
      setDraft(current);
    },
    dialog: {
      opened: draft !== null,
      value: draft ?? '',
      error: problem || save.error,
      busy: save.busy,
      onChange: (value: string) => {
        setDraft(value);
        setProblem('');
      },
      onSave: () => {
        const reason = nicknameProblem(draft ?? '');
        setProblem(reason);
        if (!reason) save.run(cleanNickname(draft ?? ''));
      },
      onClose: () => setDraft(null),
    },
  };
}
