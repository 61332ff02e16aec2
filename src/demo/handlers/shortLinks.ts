import { badRequest, DemoError, requireString, type RouteFn } from './kit';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** short_link/v1/create `{ url }`: a six-letter key for an http(s) URL or a path; the same URL keeps its key. */
export const createShortLink: RouteFn = ({ state, now, random, body }) => {
  const url = requireString(body.url, '请提供链接').trim();
  if (url.length > 2048 || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(url)) throw badRequest('链接格式不正确');
  const known = Object.entries(state.short_links).find(([, link]) => link.url === url);
  if (known) return { key: known[0], url };
  let key = '';
  do key = Array.from({ length: 6 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  while (state.short_links[key]);
  state.short_links[key] = { url, created_at: now };
  return { key, url };
};

/** short_link/v1/{key}: the long URL, or 404. */
export const resolveShortLink: RouteFn = ({ state, params }) => {
  const key = params.short_link_key ?? '';
  const link = state.short_links[key];
  if (!link) throw new DemoError(404, '链接不存在或已失效');
  return { key, url: link.url };
};
