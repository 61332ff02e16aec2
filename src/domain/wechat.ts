/** What a share carries in the messaging app's card: title, one line, the link and a square image. */
export interface ShareContent {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/**
 * 'bridge': the messaging app now holds the share card, and the user sends it from its top-right menu;
 * 'sheet': the system share sheet took it; 'copied': the link is on the clipboard.
 */
export type ShareResult = 'bridge' | 'sheet' | 'copied';

/**
 * The URL a JS-SDK signature is made for (notes "WeChat and QQ sign-in"): WeChat on iOS checks it against the
 * landing URL of the single-page app, Android against the current one; never with the hash.
 */
export function jsApiSignatureUrl({
  isIOS,
  landingUrl,
  currentUrl,
}: {
  isIOS: boolean;
  landingUrl: string;
  currentUrl: string;
}): string {
  return (isIOS ? landingUrl : currentUrl).split('#', 1)[0] ?? '';
}
