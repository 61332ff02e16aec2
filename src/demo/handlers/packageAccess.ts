import type { CardPackage } from '../../domain/cardPackage';
import { SEED_BOOKS } from '../library/seed';
import { cardCountOf } from '../packages/content';
import { applyEdit, settleBackups } from '../packages/lifecycle';
import type { DemoPackage, DemoPackageContent, DemoState, DemoUser } from '../state';
import { approvedCreator } from './creatorCentre';
import { DemoError, iso, requireString, type RouteContext } from './kit';

/** What every card package call shares (issue 57 卡包与发布): who may reach a package, and how it is shown. */

/** Ids of decks, note types and templates made in the demo: above every seeded one. */
export const CONTENT_ID_BASE = 9_200_000_000n;

export function findPackage(state: DemoState, uuid: string | undefined): DemoPackage {
  const pkg = state.packages.find((p) => p.package_uuid === uuid);
  if (!pkg) throw new DemoError(404, '卡包不存在');
  return pkg;
}

/**
 * The package, to its author only (an approved creator): to anyone else it does not exist, so a package's name never
 * leaks; its backups that are due are done first.
 */
export function authorPackage(ctx: RouteContext, uuid = ctx.params.package_uuid): { me: DemoUser; pkg: DemoPackage } {
  const me = approvedCreator(ctx.state, ctx.user());
  const pkg = findPackage(ctx.state, uuid);
  if (pkg.author_id !== me.user_id) throw new DemoError(404, '卡包不存在');
  settleBackups(ctx.state, pkg, ctx.now);
  return { me, pkg };
}

/** An edit by the signed-in author, now. */
export const editPackage = (ctx: RouteContext, me: DemoUser, pkg: DemoPackage, edit: (c: DemoPackageContent) => void) =>
  applyEdit(pkg, me.nickname, ctx.now, edit);

/** The retry key a write carries: the same key answers what the first request did, and does nothing again. */
export const requestIdOf = (ctx: RouteContext) => requireString(ctx.body.request_id, '缺少 request_id');

/** The book made from the package that is not deleted: its library book, or a book of 我的作品 made from it. */
export function madeBook(state: DemoState, pkg: DemoPackage): { title: string; on_sale: boolean } | null {
  const seeded = SEED_BOOKS.find((book) => book.library_book_id === pkg.library_book_id);
  if (seeded) return { title: seeded.title, on_sale: true };
  const own = state.ugc_books.find((b) => b.package_uuid === pkg.package_uuid && b.deleted_at === null);
  return own ? { title: own.title, on_sale: own.status === 'PUBLISHED' } : null;
}

export function presentPackage(state: DemoState, pkg: DemoPackage): CardPackage {
  const book = madeBook(state, pkg);
  return {
    package_uuid: pkg.package_uuid,
    name: pkg.content.name,
    card_count: cardCountOf(pkg.content),
    tags: pkg.content.tags,
    release_tag: pkg.release_tag,
    version: pkg.version,
    published_book: book?.on_sale ? book.title : null,
    updated_at: iso(pkg.updated_at)!,
  };
}
