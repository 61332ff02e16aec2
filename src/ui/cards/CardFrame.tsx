import { DEFAULT_THEME } from '@mantine/core';
import { getNonce } from 'get-nonce';
import classes from './CardViewer.module.css';

/**
 * Inside the frame: nothing loads (images come inlined as data URLs), no script runs, and the frame's origin is
 * opaque, so a card never reaches the app's storage or cookies.
 */
const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; media-src data:";

/** The theme's text, body and quiet colours: the frame cannot read the page's CSS variables. */
const { dark: darks, gray } = DEFAULT_THEME.colors;
const SCHEME = {
  light: { text: gray[9], body: DEFAULT_THEME.white, quiet: gray[7] },
  dark: { text: darks[0], body: darks[7], quiet: darks[1] },
};

const frameStyle = (dark: boolean) => {
  const colours = SCHEME[dark ? 'dark' : 'light'];
  return `
  :root { color-scheme: ${dark ? 'dark' : 'light'}; }
  body { margin: 0; padding: 20px 16px; font: 18px/1.6 -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif;
    color: ${colours.text}; background: ${colours.body}; text-align: center;
    overflow-wrap: anywhere; }
  img { max-width: 100%; height: auto; border-radius: 8px; }
  h2 { margin: 8px 0 12px; font-size: 26px; }
  details { margin: 8px auto; max-width: 280px; padding: 8px 12px; border: 1px solid ${gray[6]}; border-radius: 8px; text-align: left; }
  .note { color: ${colours.quiet}; font-size: 13px; }`;
};

/**
 * A whole document for the frame: the card's sanitized HTML under the frame's own policy and styles. The frame also
 * inherits the page's policy, so its style carries the page's nonce (a card's own styles stay out in production).
 */
export function cardDocument(html: string, dark: boolean, css = '') {
  const nonce = getNonce();
  // A template's own CSS goes in the same style element; without `<` it cannot close the element and add markup.
  const own = css.replace(/</g, '');
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">` +
    `<style${nonce ? ` nonce="${nonce}"` : ''}>${frameStyle(dark)}\n${own}</style></head><body>${html}</body></html>`
  );
}

export interface CardFrameProps {
  /** Sanitized HTML, media inlined (services/cardHtml). */
  html: string;
  title: string;
  dark: boolean;
  /** A card template's CSS (the template editor's preview): it loads nothing either, the frame's policy forbids it. */
  css?: string;
}

/** One side of a card, in a sandboxed frame: `sandbox` without `allow-scripts` or `allow-same-origin`. */
export function CardFrame({ html, title, dark, css }: CardFrameProps) {
  return <iframe className={classes.frame} title={title} sandbox="" srcDoc={cardDocument(html, dark, css)} />;
}
