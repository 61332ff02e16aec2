import type { ShareContent, ShareResult } from '../domain/wechat';
import type { JsApiSignature } from './api/weixin';

interface Callbacks {
  success(): void;
  fail?(error: { errMsg: string }): void;
}

/** The part of weixin-js-sdk (jweixin) the app uses. */
export interface WxSdk {
  config(conf: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: ('updateAppMessageShareData' | 'updateTimelineShareData' | 'chooseImage' | 'getLocalImgData')[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (error: { errMsg: string }) => void): void;
  updateAppMessageShareData(params: ShareContent & Callbacks): void;
  updateTimelineShareData(params: Omit<ShareContent, 'desc'> & Callbacks): void;
  chooseImage(params: {
    count: number;
    sizeType: ('original' | 'compressed')[];
    sourceType: ('album' | 'camera')[];
    success(result: { localIds: string[] | string }): void;
    fail?(error: { errMsg: string }): void;
    cancel?(): void;
  }): void;
  getLocalImgData(params: {
    localId: string;
    success(result: { localData: string }): void;
    fail?(error: { errMsg: string }): void;
  }): void;
}

export interface WxBridgeDeps {
  loadSdk: () => Promise<WxSdk>;
  sign: (url: string) => Promise<JsApiSignature>;
  appId: string;
  /** Outside the messaging app, or when its bridge fails. */
  fallback: (content: ShareContent) => Promise<ShareResult>;
  /** wx.ready never comes outside the messaging app, and wx.error is not raised before its 6.0.2. */
  timeoutMs?: number;
}

/** Settles as `start` says, or fails after `ms` with 微信 JS 接口无响应. */
export function settleWithin<T>(
  ms: number,
  start: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('微信 JS 接口无响应')), ms);
    start(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The messaging app's JS bridge (spec §7 create_js_api_signature): wx.config with the signature of a URL, then the
 * calls that need it wait for wx.ready. Whatever fails (no bridge, wx.error, no answer) takes the fallback.
 */
export function createWxBridge({ loadSdk, sign, appId, fallback, timeoutMs = 4000 }: WxBridgeDeps) {
  let signedUrl: string | undefined;
  let ready: Promise<WxSdk | undefined> = Promise.resolve(undefined);

  async function connect(url: string): Promise<WxSdk> {
    const [sdk, { timestamp, nonceStr, signature }] = await Promise.all([loadSdk(), sign(url)]);
    sdk.config({
      debug: false,
      appId,
      timestamp: Number(timestamp),
      nonceStr,
      signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'getLocalImgData'],
    });
    await settleWithin<void>(timeoutMs, (resolve, reject) => {
      sdk.ready(() => resolve());
      sdk.error(({ errMsg }) => reject(new Error(errMsg)));
    });
    return sdk;
  }

  function setShareCard(sdk: WxSdk, content: ShareContent): Promise<boolean> {
    const { title, link, imgUrl } = content;
    sdk.updateTimelineShareData({ title, link, imgUrl, success: () => {} });
    return settleWithin<boolean>(timeoutMs, (resolve) =>
      sdk.updateAppMessageShareData({ ...content, success: () => resolve(true), fail: () => resolve(false) }),
    ).catch(() => false);
  }

  return {
    /** The configured bridge, or undefined outside the messaging app or when it failed. */
    sdk: (): Promise<WxSdk | undefined> => ready,
    /** Signs `url` once and configures the bridge with it; resolves whether the bridge is ready. */
    configure(url: string): Promise<boolean> {
      if (url !== signedUrl) {
        signedUrl = url;
        ready = connect(url).catch(() => {
          signedUrl = undefined;
          return undefined;
        });
      }
      return ready.then(Boolean);
    },
    /** Hands the card to the bridge, so that its top-right menu sends it; elsewhere the fallback shares it. */
    async share(content: ShareContent): Promise<ShareResult> {
      const sdk = await ready;
      if (sdk && (await setShareCard(sdk, content))) return 'bridge';
      return fallback(content);
    },
  };
}

export type WxBridge = ReturnType<typeof createWxBridge>;
