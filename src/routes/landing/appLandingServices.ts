export interface AppLandingDeps {
  /** Tries the installed app by its link; when it is not installed the page stays in front. */
  openApp(): void;
  /** Leaves for this phone's app store. */
  openStore(): void;
}

/** The download landing's effects, for appLandingMachine.provide(). */
export const appLandingServices = (deps: AppLandingDeps) => ({
  actions: { openApp: () => deps.openApp(), openStore: () => deps.openStore() },
});
