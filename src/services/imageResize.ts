/** A screenshot is sent at most this many pixels on its longer side, as JPEG. */
export const MAX_IMAGE_SIDE = 1280;
const QUALITY = 0.75;
const NOT_AN_IMAGE = '只能上传图片';

/** The size that fits within `max` on the longer side, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The image drawn on a canvas within `max` on its longer side; on white unless it keeps its transparency. */
function drawWithin(bitmap: ImageBitmap, max: number, transparent: boolean): HTMLCanvasElement {
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('图片无法处理，请换一张');
  if (!transparent) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

/** An image made smaller on the device before upload: a JPEG data URL, or an error in the learner's words. */
export async function resizeImage(image: Blob): Promise<string> {
  if (!image.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    throw new Error('图片无法读取，请换一张');
  }
  return drawWithin(bitmap, MAX_IMAGE_SIDE, false).toDataURL('image/jpeg', QUALITY);
}

/**
 * A file to upload, at most `max` pixels on its longer side: one that fits goes as it is (no loss, an animation
 * kept); a larger one is drawn smaller, a PNG as PNG (its transparency kept), anything else as JPEG. One the device
 * cannot read goes as it is too: the server, which decides what it takes, then says why it does not.
 */
export async function shrinkImageFile(file: File, max: number): Promise<File> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  if (Math.max(bitmap.width, bitmap.height) <= max) {
    bitmap.close();
    return file;
  }
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const canvas = drawWithin(bitmap, max, type === 'image/png');
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  if (!blob) throw new Error('图片无法处理，请换一张');
  const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/png' ? '.png' : '.jpg');
  return new File([blob], name, { type });
}
