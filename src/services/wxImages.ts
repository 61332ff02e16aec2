import type { WxSdk } from './wxBridge';

/** One chosen image's bytes: base64 on Android, a data URL on iOS. */
const imageData = (sdk: WxSdk, localId: string) =>
  new Promise<Blob>((resolve, reject) =>
    sdk.getLocalImgData({
      localId,
      success: ({ localData }) => {
        const [, type = 'image/jpeg', base64 = localData] = /^data:([^;]+);base64,(.*)$/s.exec(localData) ?? [];
        const bytes = Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0));
        resolve(new Blob([bytes], { type }));
      },
      fail: ({ errMsg }) => reject(new Error(errMsg)),
    }),
  );

/**
 * The messaging app's own image chooser, up to `count`: the images, an empty list when the learner cancels, or null
 * when there is no bridge (the page then uses a file input).
 */
export async function chooseImages(sdk: WxSdk | undefined, count: number): Promise<Blob[] | null> {
  if (!sdk) return null;
  const localIds = await new Promise<string[] | null>((resolve) =>
    sdk.chooseImage({
      count,
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
      success: (result) =>
        resolve(typeof result.localIds === 'string' ? (JSON.parse(result.localIds) as string[]) : result.localIds),
      cancel: () => resolve([]),
      fail: () => resolve(null),
    }),
  );
  return localIds && Promise.all(localIds.slice(0, count).map((id) => imageData(sdk, id)));
}
