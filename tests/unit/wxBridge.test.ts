import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsApiSignatureUrl, type ShareContent } from '../../src/domain/wechat';
import { createWxBridge, type WxSdk } from '../../src/services/wxBridge';
import { chooseImages } from '../../src/services/wxImages';

type Answer = 'ready' | 'error' | 'silent';

/** A jweixin stand-in that logs every call and answers config the way it is told. */
function fakeSdk(answers: Answer[], shareAnswer: 'success' | 'fail' = 'success') {
  const log: unknown[][] = [];
  let onReady: () => void = () => {};
  let onError: (error: { errMsg: string }) => void = () => {};
  const sdk: WxSdk = {
    config(conf) {
      log.push(['config', conf]);
      const answer = answers.shift() ?? 'ready';
      queueMicrotask(() => {
        if (answer === 'ready') onReady();
        if (answer === 'error') onError({ errMsg: 'config:invalid signature' });
      });
    },
    ready: (fn) => (onReady = fn),
    error: (fn) => (onError = fn),
    updateAppMessageShareData(params) {
      log.push(['updateAppMessageShareData', { ...params, success: undefined, fail: undefined }]);
      if (shareAnswer === 'success') params.success();
      else params.fail?.({ errMsg: 'updateAppMessageShareData:fail' });
    },
    updateTimelineShareData(params) {
      log.push(['updateTimelineShareData', { ...params, success: undefined }]);
    },
    chooseImage(params) {
      log.push(['chooseImage', params.count]);
      // Android answers the ids as JSON text.
      params.success({ localIds: JSON.stringify(['wxLocalResource://1', 'wxLocalResource://2']) });
    },
    getLocalImgData({ localId, success }) {
      log.push(['getLocalImgData', localId]);
      success({ localData: localId.endsWith('1') ? 'data:image/png;base64,iVBO' : 'iVBO' });
    },
  };
  return { sdk, log };
}

function bridgeWith(answers: Answer[], shareAnswer?: 'success' | 'fail') {
  const { sdk, log } = fakeSdk(answers, shareAnswer);
  const fallback = vi.fn(async () => 'copied' as const);
  const bridge = createWxBridge({
    loadSdk: async () => sdk,
    sign: async (url) => {
      log.push(['sign', url]);
      return { timestamp: '1700000000', nonceStr: 'n0nce', signature: `sig-of-${url}` };
    },
    appId: 'wx-app',
    fallback,
    timeoutMs: 4000,
  });
  return { bridge, log, fallback };
}

const CARD: ShareContent = {
  title: '送你一份花卡VIP会员',
  desc: '打开链接即可领取',
  link: 'https://h5.example/vip-order/1',
  imgUrl: 'https://h5.example/share-icon.png',
};

afterEach(() => vi.useRealTimers());

describe('spec §7 create_js_api_signature configures the messaging-app JS bridge (wx.config)', () => {
  test('the signature of the URL goes into wx.config with the app id, and configure resolves on wx.ready', async () => {
    const { bridge, log } = bridgeWith(['ready']);
    await expect(bridge.configure('https://h5.example/vip-subscribe')).resolves.toBe(true);
    expect(log).toEqual([
      ['sign', 'https://h5.example/vip-subscribe'],
      [
        'config',
        {
          debug: false,
          appId: 'wx-app',
          timestamp: 1700000000,
          nonceStr: 'n0nce',
          signature: 'sig-of-https://h5.example/vip-subscribe',
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'getLocalImgData'],
        },
      ],
    ]);
  });

  test('a route change to the same signed URL signs nothing; a new URL (Android) is signed again', async () => {
    const { bridge, log } = bridgeWith(['ready', 'ready']);
    await bridge.configure('https://h5.example/a');
    await bridge.configure('https://h5.example/a');
    await bridge.configure('https://h5.example/b');
    expect(log.filter(([call]) => call === 'sign').map(([, url]) => url)).toEqual([
      'https://h5.example/a',
      'https://h5.example/b',
    ]);
  });

  test('wx.error makes configure resolve false, and the same URL is tried again on the next route change', async () => {
    const { bridge, log } = bridgeWith(['error', 'ready']);
    await expect(bridge.configure('https://h5.example/a')).resolves.toBe(false);
    await expect(bridge.configure('https://h5.example/a')).resolves.toBe(true);
    expect(log.filter(([call]) => call === 'sign')).toHaveLength(2);
  });

  test('no wx.ready within the time limit (outside the app, or before its 6.0.2) counts as not ready', async () => {
    vi.useFakeTimers();
    const { bridge } = bridgeWith(['silent']);
    const ready = bridge.configure('https://h5.example/a');
    await vi.advanceTimersByTimeAsync(4000);
    await expect(ready).resolves.toBe(false);
  });
});

describe('share goes through the one bridge service, with a clear fallback', () => {
  test('with the bridge ready, the card (title, desc, link, image) is set for friends and moments: bridge', async () => {
    const { bridge, log, fallback } = bridgeWith(['ready']);
    await bridge.configure('https://h5.example/a');
    await expect(bridge.share(CARD)).resolves.toBe('bridge');
    expect(log.slice(2)).toEqual([
      ['updateTimelineShareData', { title: CARD.title, link: CARD.link, imgUrl: CARD.imgUrl, success: undefined }],
      ['updateAppMessageShareData', { ...CARD, success: undefined, fail: undefined }],
    ]);
    expect(fallback).not.toHaveBeenCalled();
  });

  test('outside the messaging app (never configured) the fallback shares the card', async () => {
    const { bridge, log, fallback } = bridgeWith([]);
    await expect(bridge.share(CARD)).resolves.toBe('copied');
    expect(fallback).toHaveBeenCalledWith(CARD);
    expect(log).toEqual([]);
  });

  test('after wx.error, or when the card is refused, the fallback shares it', async () => {
    const failed = bridgeWith(['error']);
    await failed.bridge.configure('https://h5.example/a');
    await expect(failed.bridge.share(CARD)).resolves.toBe('copied');
    const refused = bridgeWith(['ready'], 'fail');
    await refused.bridge.configure('https://h5.example/a');
    await expect(refused.bridge.share(CARD)).resolves.toBe('copied');
    expect(refused.fallback).toHaveBeenCalledWith(CARD);
  });

  test('a share while the bridge is still being configured waits for it', async () => {
    const { bridge } = bridgeWith(['ready']);
    void bridge.configure('https://h5.example/a');
    await expect(bridge.share(CARD)).resolves.toBe('bridge');
  });
});

describe('notes "WeChat and QQ sign-in": which URL the JS-SDK signature is made for', () => {
  const urls = { landingUrl: 'https://h5.example/invite/888888?x=1#top', currentUrl: 'https://h5.example/vip#pay' };
  test('iOS signs the landing URL of the page load, without the hash', () => {
    expect(jsApiSignatureUrl({ isIOS: true, ...urls })).toBe('https://h5.example/invite/888888?x=1');
  });
  test('Android signs the current URL, without the hash', () => {
    expect(jsApiSignatureUrl({ isIOS: false, ...urls })).toBe('https://h5.example/vip');
  });
});

describe('issue 56 意见反馈: screenshots through the messaging app’s image chooser', () => {
  test('chosen images come back as blobs, from an iOS data URL or Android base64 alike', async () => {
    const { bridge, log } = bridgeWith(['ready']);
    await bridge.configure('https://h5.example/me/feedback');
    const images = await chooseImages(await bridge.sdk(), 2);
    expect(images?.map((b) => [b.type, b.size])).toEqual([
      ['image/png', 3],
      ['image/jpeg', 3],
    ]);
    expect(log.filter(([name]) => name !== 'config' && name !== 'sign')).toEqual([
      ['chooseImage', 2],
      ['getLocalImgData', 'wxLocalResource://1'],
      ['getLocalImgData', 'wxLocalResource://2'],
    ]);
  });

  test('without a ready bridge there is no chooser (null): the page uses its file input', async () => {
    const { bridge } = bridgeWith(['error']);
    await bridge.configure('https://h5.example/me/feedback');
    expect(await chooseImages(await bridge.sdk(), 3)).toBeNull();
  });
});
