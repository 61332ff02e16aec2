/** Generated from the route table at build time (scripts/bootModule.ts). */
declare module 'virtual:boot-routes' {
  import type { BootRoute } from './bootRoutes';

  export const bootRoutes: BootRoute[];
  /** Whether the API is reached over the network (production), rather than answered in the page (the demo build). */
  export const apiOverNetwork: boolean;
}
