import type { TemplateDraft } from '../domain/cardPackage';

const keyOf = (packageUuid: string) => `wap-template-drafts:${packageUuid}`;
const isDraft = (value: unknown): value is TemplateDraft =>
  typeof value === 'object' &&
  value !== null &&
  ['front', 'back', 'css'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/**
 * A package's template edits not saved yet, kept for this tab: another tab of the package, or a reload, loses
 * nothing; unreadable counts as none.
 */
export const templateDrafts = {
  read(packageUuid: string, storage: Pick<Storage, 'getItem'> = sessionStorage): Record<string, TemplateDraft> {
    try {
      const value = JSON.parse(storage.getItem(keyOf(packageUuid)) ?? '{}') as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, TemplateDraft] => isDraft(entry[1])),
      );
    } catch {
      return {};
    }
  },
  save(
    packageUuid: string,
    drafts: Record<string, TemplateDraft>,
    storage: Pick<Storage, 'setItem'> = sessionStorage,
  ): void {
    try {
      storage.setItem(keyOf(packageUuid), JSON.stringify(drafts));
    } catch {
      // Blocked storage: the edits last while the tab is open.
    }
  },
};
