import DOMPurify from 'dompurify';

/**
 * A card's HTML is the author's, and hostile until proven otherwise (DESIGN §11). It is sanitized here, its media are
 * read by the app and inlined, and the frame that shows it (ui/cards/CardFrame) runs no script and loads nothing.
 * A purifier of its own, so the letters' hook (ui/me/LetterHtml) is not shared.
 */
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);

const PURIFY = {
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  // A card never navigates anywhere: a link keeps its words only.
  FORBID_ATTR: ['href', 'srcset', 'action', 'formaction', 'xlink:href'],
};

/** A media name as the package stores it (`figure-1.svg`): no scheme, no folder. */
const MEDIA_NAME = /^[\w.-]+$/;

/** Reads one media file of the package as a data URL, or null when it cannot (the image then goes). */
export type MediaReader = (name: string) => Promise<string | null>;

/** The package's media at the media base (`{ossURL}/{package_uuid}/{name}`), read by the app as data URLs. */
export const mediaReader =
  (mediaBase: string, packageUuid: string): MediaReader =>
  async (name) => {
    try {
      const response = await fetch(`${mediaBase}/${encodeURIComponent(packageUuid)}/${encodeURIComponent(name)}`);
      const blob = await response.blob();
      if (!response.ok || !blob.type.startsWith('image/')) return null;
      return await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
        reader.readAsDataURL(blob);
      });
    } catch {
      return null;
    }
  };

/**
 * The card's HTML sanitized, with each image of the package's media inlined; an image from anywhere else (a tracker,
 * a `javascript:` address) goes, its words (alt) kept.
 */
export async function safeCardHtml(html: string, readMedia: MediaReader): Promise<string> {
  if (!purifier) return '';
  const body = purifier.sanitize(html, { ...PURIFY, RETURN_DOM: true }) as HTMLElement;
  await Promise.all(
    [...body.querySelectorAll('img')].map(async (img) => {
      const name = img.getAttribute('src') ?? '';
      const data = MEDIA_NAME.test(name) ? await readMedia(name) : null;
      if (data) img.setAttribute('src', data);
      else img.replaceWith(img.getAttribute('alt') ?? '');
    }),
  );
  return body.innerHTML;
}
