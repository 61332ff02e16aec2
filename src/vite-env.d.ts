/// <reference types="vite/client" />

declare const __GIT_COMMIT__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_PROD: string;
  readonly VITE_API_BASE_STAGING: string;
  readonly VITE_OSS_BASE_PROD: string;
  readonly VITE_OSS_BASE_QA: string;
  readonly VITE_PROD_HOST: string;
  readonly VITE_STAGING_HOST: string;
  readonly VITE_WX_APPID: string;
  readonly VITE_WX_AUTHORIZE_URL: string;
  readonly VITE_SUPPORT_CHAT_URL: string;
  readonly VITE_SUPPORT_PRODUCT_ID: string;
  readonly VITE_APP_LINK: string;
  readonly VITE_APP_STORE_IOS: string;
  readonly VITE_APP_STORE_ANDROID: string;
  readonly VITE_QQ_APPID: string;
  readonly VITE_QQ_AUTHORIZE_URL: string;
  readonly VITE_AGREEMENT_URL: string;
  readonly VITE_PRIVACY_URL: string;
  /** Sentry DSN; empty turns error reporting off. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
