import DOMPurify from 'dompurify';
import classes from './LetterHtml.module.css';

/**
 * DESIGN §11: a letter's HTML from the server is sanitized before it renders. Scripts, event handlers, styles and
 * forms go; links and images keep only https, mailto and tel addresses, so `src=x` and `javascript:` are dropped.
 * The app's only DOMPurify use, so its hook below is this page's alone.
 */
const PURIFY = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:)/i,
};

// An image left with no address shows nothing: it goes. One without a text alternative is decoration to a screen reader.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'IMG') return;
  if (!node.getAttribute('src')) node.parentNode?.removeChild(node);
  else if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export const sanitizeLetterHtml = (html: string) => DOMPurify.sanitize(html, PURIFY);

/** The letter's words only, for a one-line preview in the list. */
export const letterText = (html: string) =>
  (DOMPurify.sanitize(html, { ...PURIFY, RETURN_DOM_FRAGMENT: true }).textContent ?? '').replace(/\s+/g, ' ').trim();

/** A letter's body: its sanitized HTML. */
export function LetterHtml({ html }: { html: string }) {
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: sanitizeLetterHtml(html) }} />;
}
