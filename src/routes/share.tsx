import { useCallback, useState } from 'react';
import type { ShareContent, ShareResult } from '../domain/wechat';
import { oauthConfigFromVite } from '../services/oauth';
import { toast } from '../services/toast';
import { createWxBridge, type WxSdk } from '../services/wxBridge';
import { MENU_GUIDES, MenuGuide } from '../ui/shell/MenuGuide';
import { SHARE_COPY } from '../ui/shell/shareCopy';
import { api } from './api';

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
  sign: (url) => api.weixin.createJsApiSignature({ body: { url }, noToast: true }),
  appId: oauthConfigFromVite().wechat.appId,
  fallback: shareWithoutBridge,
});

/** Copies a short text such as an invite code; where the clipboard is blocked, the toast shows it to copy by hand. */
export function copyText(text: string, what: string): void {
  const copied = navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
  copied.then(
    () => toast(SHARE_COPY.copied(what)),
    () => toast(SHARE_COPY.copyFailed(what, text)),
  );
}

/** The square card image of every share. */
export const shareImage = () => `${window.location.origin}/share-icon.png`;

/** Shares a card: through the bridge (then the menu guide shows where to send it), a share sheet, or a copied link. */
export function useShare() {
  const [guideOpened, setGuideOpened] = useState(false);
  const share = useCallback((content: ShareContent) => {
    wxBridge.share(content).then(
      (how) => {
        if (how === 'bridge') setGuideOpened(true);
        else if (how === 'copied') toast(SHARE_COPY.linkCopied);
      },
      () => toast(SHARE_COPY.linkCopyFailed(content.link)),
    );
  }, []);
  const guide = <MenuGuide opened={guideOpened} copy={MENU_GUIDES.share} onClose={() => setGuideOpened(false)} />;
  return { share, guide };
}
