/**
 * Shrinks a chosen photo in the browser before it is sent: decoded with its EXIF orientation
 * applied (a phone's portrait photo stays upright), drawn at most `maxSide` pixels on its long side,
 * and written as a JPEG, so a phone's 12 MB photo goes as a few hundred kB. The quote form imports
 * this only when a photo is chosen (a dynamic import), so it costs the page nothing at load.
 */
import { fitWithin } from './quote-form.ts';

/** What became of a photo: a JPEG to send, or `undecodable` (such as HEIC where the browser cannot read it). */
export type ShrinkResult = { ok: true; file: File } | { ok: false; reason: 'undecodable' };

/** The photo as a JPEG of at most `maxSide` px on its long side. Never throws. */
export async function shrinkPhoto(file: File, maxSide: number, quality: number): Promise<ShrinkResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    let blob: Blob | null;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    } else {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
    }
    if (!blob) return { ok: false, reason: 'undecodable' };
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return { ok: true, file: new File([blob], name, { type: 'image/jpeg' }) };
  } catch {
    return { ok: false, reason: 'undecodable' };
  } finally {
    bitmap.close();
  }
}
