import type { ShareContent, ShareResult } from '../domain/wechat';
import { oauthConfigFromVite } from '../services/oauth';
import { createWxBridge, type WxSdk } from '../services/wxBridge';
import { weixin } from '../services/api/weixin';
import { callApi } from './callApi';

/** The system share sheet where the browser has one, else the clipboard. */
async function shareWithoutBridge({ title, desc, link }: ShareContent): Promise<ShareResult> {
  if (navigator.share) {
    // A dismissed sheet rejects too: nothing to say then.
    await navigator.share({ title, text: desc, url: link }).catch(() => {});
    return 'sheet';
  }
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(link);
  return 'copied';
}

/** The page's one JS bridge: configured on route changes in the messaging app (AuthLayer), used by every share. */
export const wxBridge = createWxBridge({
  loadSdk: () => import('weixin-js-sdk').then((module) => module.default as unknown as WxSdk),
  sign: (url) => callApi(weixin.createJsApiSignature, { body: { url }, noToast: true }),
  appId: oauthConfigFromVite().wechat.appId,
  fallback: shareWithoutBridge,
});
