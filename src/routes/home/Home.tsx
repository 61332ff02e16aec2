import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { HomeView, type HomeAccount } from '../../ui/home/HomeView';
import { logout } from '../app';
import { accountView, requireLogin } from '../auth/accountView';

/** Anonymous: a way in; signed in: who it is, once my_info answered, and 退出登录. */
function useAccount(): HomeAccount {
  const account = useSyncExternalStore(accountView.subscribe, accountView.get);
  // A closed dialog rejects with 取消登录: nothing more to do here.
  if (account.kind === 'anonymous') return { kind: 'anonymous', onLogin: () => void requireLogin().catch(() => {}) };
  return account.kind === 'user' ? { ...account, onLogout: () => void logout() } : account;
}

export default function Home() {
  const navigate = useNavigate();
  const go = (path: string) => () => navigate(path);
  return (
    <HomeView
      account={useAccount()}
      vip={{
        key: 'vip',
        title: '开通VIP会员',
        description: '解锁全部书籍与学习计划',
        badge: '限时优惠',
        onOpen: go('/vip-subscribe'),
      }}
      entries={[
        { key: 'library', title: '书库', description: '精选书籍与卡包', onOpen: go('/sale/cm') },
        { key: 'groupbuy', title: '我的拼团', description: '和好友拼团买书更省', onOpen: go('/groupbuy/my') },
        { key: 'gift', title: '赠送VIP', description: '把会员送给好友', onOpen: go('/buy-vip-gift') },
        { key: 'invite', title: '邀请好友', description: '一起学习，共享奖励', onOpen: go('/invite-friend') },
        { key: 'free-vip', title: '免费领VIP', description: '完成任务领会员', onOpen: go('/free-vip') },
        { key: 'creator', title: '成为创作者', description: '发布你的书籍', onOpen: go('/creator/apply') },
        { key: 'pc', title: '电脑版', description: '在电脑上继续使用', onOpen: go('/pc') },
      ]}
    />
  );
}
