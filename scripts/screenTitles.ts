import { SCREEN_TITLE_ATTRIBUTE } from '../src/ui/shell/screenTitleMark';

/**
 * Each page's title in the HTML's skeleton, filled by the server: one `shell.html` serves every page, and its title bar
 * holds a mark that nginx (deploy/nginx.conf, `map` and `sub_filter`) and the preview servers replace with the title
 * of the page asked for. The build writes the map beside the HTML, from the route table (src/prerender.tsx); an address
 * outside it keeps an empty title, which the app fills once it has started.
 */
export const SCREEN_TITLES_FILE = 'screen-titles.map';
export const SCREEN_TITLE_MARK = '<!--screen-title-->';

interface TitledPath {
  path: string;
  title: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A route's path as a pattern over the request's path and query (nginx's `$request_uri`), with no backslash or `#`,
 * which nginx's quoted strings would read otherwise.
 */
function uriPattern(path: string): string {
  const segments = segmentsOf(path).map((segment) => {
    if (segment.startsWith(':')) return '[^/?]+';
    if (!/^[\w-]+$/.test(segment)) throw new Error(`a route segment the title map cannot write: ${segment}`);
    return segment;
  });
  return `^/${segments.join('/')}/?([?]|$)`;
}

const staticSegments = (path: string) => segmentsOf(path).filter((s) => !s.startsWith(':')).length;

/**
 * nginx's `map` lines, the first that matches winning: a path with more fixed segments before one with fewer, as React
 * Router ranks them (two patterns can only both match an address of the same length).
 */
export function screenTitleMap(pages: readonly TitledPath[]): string {
  return [...pages]
    .filter((page) => segmentsOf(page.path).length > 0)
    .sort((a, b) => staticSegments(b.path) - staticSegments(a.path))
    .map(({ path, title }) => {
      if (/["\\<>&;]/.test(title)) throw new Error(`a screen title nginx would have to escape: ${title}`);
      return `"~${uriPattern(path)}" "${title}";\n`;
    })
    .join('');
}

/** The title that the map gives an address (its path and query), '' for none: what nginx's `map` answers. */
export function screenTitleFor(map: string, uri: string): string {
  for (const line of map.split('\n')) {
    const found = /^"~([^"]+)" "([^"]*)";$/.exec(line);
    if (found && new RegExp(found[1]!).test(uri)) return found[2]!;
  }
  return '';
}

/** The skeleton's HTML with the mark in its title, where the servers put the page's title. */
export function withTitleMark(skeleton: string): string {
  const title = new RegExp(`(<[^>]*\\s${SCREEN_TITLE_ATTRIBUTE}=""[^>]*>)(</)`);
  if (!title.test(skeleton)) throw new Error(`the route skeleton has no empty [${SCREEN_TITLE_ATTRIBUTE}] element`);
  return skeleton.replace(title, `$1${SCREEN_TITLE_MARK}$2`);
}
