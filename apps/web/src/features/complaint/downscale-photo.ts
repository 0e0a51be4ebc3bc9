import { COMPLAINT_PHOTO_JPEG_QUALITY } from '@loan/contract';
import { fitWithin, isReencodable, shouldDownscale } from './rules.ts';

/**
 * An iPhone camera photo (12 MP, ~5 MB) re-encoded as a JPEG of at most 2048 px on its long edge before upload, so
 * filing a complaint does not eat the borrower's data plan. Anything the browser cannot decode (HEIC in most
 * browsers) or that would not get smaller is sent as picked. `createImageBitmap` applies the EXIF orientation.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  if (!isReencodable(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    if (!shouldDownscale(bitmap.width, bitmap.height, file.size)) return file;
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: paint white under it, as photo viewers show it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', COMPLAINT_PHOTO_JPEG_QUALITY),
    );
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
