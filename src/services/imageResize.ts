/** A screenshot is sent at most this many pixels on its longer side, as JPEG. */
export const MAX_IMAGE_SIDE = 1280;
const QUALITY = 0.75;

/** The size that fits within `max` on the longer side, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** An image made smaller on the device before upload: a JPEG data URL, or an error in the learner's words. */
export async function resizeImage(image: Blob): Promise<string> {
  if (!image.type.startsWith('image/')) throw new Error('只能上传图片');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    throw new Error('图片无法读取，请换一张');
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('图片无法处理，请换一张');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', QUALITY);
}
