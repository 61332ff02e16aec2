import { useCallback, useState } from 'react';
import { decodeShortLink, shortUrl } from '../domain/shortLink';
import { toast } from '../services/toast';
import { MENU_GUIDES, MenuGuide } from '../ui/shell/MenuGuide';
import { SHARE_COPY } from '../ui/shell/shareCopy';
import type { ShareContent } from '../domain/wechat';
import { misc } from '../services/api/misc';
import { callApi } from './callApi';
import { wxBridge } from './wxBridge';

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

/**
 * How long a share waits for its short link before it shares the long one: the share sheet and the clipboard need
 * the tap's user activation, which a browser keeps for about a second after the tap (WebKit's is the shortest).
 */
const SHORT_LINK_WAIT_MS = 800;
const shortLinks = new Map<string, string>();

/** The link as a short one of this site (POST /short_link/v1/create), once per link; the long link when that fails. */
async function shortened(link: string): Promise<string> {
  const known = shortLinks.get(link);
  if (known) return known;
  try {
    const { key } = decodeShortLink(
      await callApi(misc.createShortLink, { body: { url: link }, noToast: true, timeout: SHORT_LINK_WAIT_MS }),
    );
    const short = shortUrl(window.location.origin, key);
    shortLinks.set(link, short);
    return short;
  } catch {
    return link;
  }
}

/** Shares a card: through the bridge (then the menu guide shows where to send it), a share sheet, or a copied link. */
export function useShare() {
  const [guideOpened, setGuideOpened] = useState(false);
  const share = useCallback((content: ShareContent) => {
    void shortened(content.link)
      .then((link) => wxBridge.share({ ...content, link }))
      .then(
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
