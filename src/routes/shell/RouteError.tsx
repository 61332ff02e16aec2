import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { page } from '../../services/platform';
import { ScreenFrame } from '../../ui/shell/ScreenFrame';
import { StatusView } from '../../ui/shell/StatusView';
import { reporter } from '../app';
import { PreloadError } from './lazyScreen';

/** Error boundary of every screen: a failed chunk load, or an unexpected crash. */
export default function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const loadFailed = error instanceof PreloadError;
  // Offline: the shell reloads the page once the network is back (preloadReload.ts).
  const offline = loadFailed && !navigator.onLine;
  // Spec §8: a crash of a screen is reported; a chunk gone after a deploy is handled by the reload.
  useEffect(() => {
    if (!loadFailed) reporter.capture(error);
  }, [error, loadFailed]);
  return (
    <ScreenFrame title={offline ? '网络已断开' : loadFailed ? '页面加载失败' : '页面出错了'}>
      <StatusView
        mark="!"
        title={offline ? '网络已断开' : loadFailed ? '页面加载失败' : '页面出错了'}
        description={
          offline
            ? '网络恢复后页面会自动继续。'
            : loadFailed
              ? '网络不稳定或版本已更新，请重试。'
              : '页面遇到了意外问题，你的数据没有丢失，请重试。'
        }
        actions={[
          { label: '重试', primary: true, onClick: page.reload },
          { label: '返回首页', onClick: () => navigate('/', { replace: true }) },
        ]}
      />
    </ScreenFrame>
  );
}
