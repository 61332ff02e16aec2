/// <reference types="vite/client" />

declare const __GIT_COMMIT__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_PROD: string;
  readonly VITE_API_BASE_STAGING: string;
  readonly VITE_OSS_BASE_PROD: string;
  readonly VITE_OSS_BASE_QA: string;
  readonly VITE_PROD_HOST: string;
  readonly VITE_STAGING_HOST: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
