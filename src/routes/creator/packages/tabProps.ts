import type { PackageInfo } from '../../../domain/cardPackage';

/** What each tab of a package gets: the package as last read, and a way to read it again after a change. */
export interface PackageTabProps {
  pkg: PackageInfo;
  reload: () => void;
}
