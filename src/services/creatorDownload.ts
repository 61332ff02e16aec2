import type { Api } from './api';
import { catalogue } from './api';

/** The two files of the 创作者中心: 下载收入明细 and 下载订单. */
export const CREATOR_FILES = {
  incomeDetail: { label: '下载收入明细', endpoint: catalogue.order.downloadIncomeDetailExcel },
  orders: { label: '下载订单', endpoint: catalogue.order.downloadMyCreatorOrdersExcel },
} as const;
export type CreatorFile = keyof typeof CREATOR_FILES;

export interface DownloadDeps {
  api: Pick<Api, 'auth'>;
  /** The API base, e.g. https://api.example.com */
  apiURL: string;
  fetch: typeof fetch;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The refusal a download URL answered, in the backend's words. */
export class DownloadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Gone: the token expired before it was used. */
const EXPIRED = 410;

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

async function refusalOf(response: Response): Promise<DownloadRefused> {
  let message = '';
  try {
    message = ((await response.json()) as { message?: unknown }).message as string;
  } catch {
    // Not JSON: the status says enough.
  }
  return new DownloadRefused(
    response.status,
    typeof message === 'string' && message ? message : '下载失败，请稍后重试',
  );
}

/**
 * One download (DESIGN §11): a one-time token from auth/v1/generate/download_token, fetched right before, goes in
 * the file's URL; the session token never does, and the request carries no credentials. A token that expired on the
 * way is replaced once; any other refusal is the user's message.
 */
export async function downloadCreatorFile(deps: DownloadDeps, file: CreatorFile): Promise<DownloadedFile> {
  const { endpoint } = CREATOR_FILES[file];
  for (let attempt = 1; ; attempt++) {
    const { token } = await deps.api.auth.generateDownloadToken({ noToast: true });
    const url = `${deps.apiURL.replace(/\/$/, '')}${endpoint.path}?token=${encodeURIComponent(token)}`;
    let response: Response;
    try {
      response = await deps.fetch(url, { credentials: 'omit', cache: 'no-store' });
    } catch (error) {
      throw new Error('请检查网络连接', { cause: error });
    }
    if (response.ok) return { blob: await response.blob(), filename: filenameOf(response, `${file}.csv`) };
    const refusal = await refusalOf(response);
    if (refusal.status !== EXPIRED || attempt === 2) throw refusal;
  }
}

/** Hands a downloaded file to the browser's own download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
