export type Env = 'local' | 'staging' | 'prod';
export type ApiEnv = 'staging' | 'prod';

export interface BackendConfig {
  prodHost: string;
  stagingHost: string;
  apiBase: Record<ApiEnv, string>;
  ossBase: { prod: string; qa: string };
}

export interface EnvFacts {
  env: Env;
  isLocal: boolean;
  isStaging: boolean;
  isProd: boolean;
  isWx: boolean;
  isQQ: boolean;
  apiEnv: ApiEnv;
  /** True on the production host, where the stored debug choice is ignored. */
  apiEnvForced: boolean;
  apiURL: string;
  ossURL: string;
  gitCommit: string;
}

const WX_MARKER = /MicroMessenger/i;
/** "QQ/x.y" as its own token; MQQBrowser, which the WeChat browser also names, is not it. */
const QQ_MARKER = /(^|[^A-Za-z])QQ\/\d/;

export function isWeChatLike(userAgent: string): boolean {
  return WX_MARKER.test(userAgent);
}

export function isQQLike(userAgent: string): boolean {
  return !isWeChatLike(userAgent) && QQ_MARKER.test(userAgent);
}

function splitHost(host: string): { hostname: string; port: string | undefined } {
  const [hostname = '', port] = host.toLowerCase().split(':');
  return { hostname, port };
}

/** Spec §2 "Environment by host". `host` may carry a port ("localhost:5173"). */
export function envForHost(host: string, config: Pick<BackendConfig, 'prodHost' | 'stagingHost'>): Env {
  const { hostname, port } = splitHost(host);
  if (hostname === 'localhost' || hostname === '127.0.0.1') return 'local';
  if (hostname === config.stagingHost) return 'staging';
  if (hostname === config.prodHost) return 'prod';
  return port ? 'local' : 'prod';
}

export interface EnvInput {
  host: string;
  userAgent: string;
  storedApiEnv: ApiEnv;
  config: BackendConfig;
  gitCommit: string;
}

/** Spec §4: the API a page at `host` talks to; the production host forces the prod API whatever the stored debug choice says. */
export function apiEnvFor(host: string, storedApiEnv: ApiEnv, config: Pick<BackendConfig, 'prodHost'>) {
  const onProdHost = splitHost(host).hostname === config.prodHost;
  return { apiEnv: onProdHost ? 'prod' : storedApiEnv, onProdHost } as const;
}

export function resolveEnv({ host, userAgent, storedApiEnv, config, gitCommit }: EnvInput): EnvFacts {
  const env = envForHost(host, config);
  const { apiEnv, onProdHost } = apiEnvFor(host, storedApiEnv, config);
  return {
    env,
    isLocal: env === 'local',
    isStaging: env === 'staging',
    isProd: env === 'prod',
    isWx: isWeChatLike(userAgent),
    isQQ: isQQLike(userAgent),
    apiEnv,
    apiEnvForced: onProdHost,
    apiURL: config.apiBase[apiEnv],
    ossURL: apiEnv === 'prod' ? config.ossBase.prod : config.ossBase.qa,
    gitCommit,
  };
}

/**
 * What picks the API (apiEnvFor) and gives its base, from Vite env variables (defaults in .env): all that the boot
 * module needs, which carries no other host.
 */
export function apiConfigFromVite(): Pick<BackendConfig, 'prodHost' | 'apiBase'> {
  // Each variable by its full name, so that the build inlines it alone rather than the whole env object.
  return {
    prodHost: import.meta.env.VITE_PROD_HOST,
    apiBase: { prod: import.meta.env.VITE_API_BASE_PROD, staging: import.meta.env.VITE_API_BASE_STAGING },
  };
}

/** Bases and hosts from Vite env variables (defaults in .env). */
export function backendConfigFromVite(): BackendConfig {
  return {
    ...apiConfigFromVite(),
    stagingHost: import.meta.env.VITE_STAGING_HOST,
    ossBase: { prod: import.meta.env.VITE_OSS_BASE_PROD, qa: import.meta.env.VITE_OSS_BASE_QA },
  };
}
