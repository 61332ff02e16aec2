import { toast } from '../services/toast';

/**
 * Shares a link: copies it and says so (the fallback without the WeChat JS bridge). The one place to point at the
 * bridge's share when it is there.
 */
export function shareLink(url: string): void {
  const failed = () => toast('复制失败，请长按链接复制');
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(url).then(() => toast('链接已复制'), failed);
}
