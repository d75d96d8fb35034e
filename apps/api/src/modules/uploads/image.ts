import { fileTypeFromBuffer } from 'file-type';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 2000;

/**
 * Trusts the bytes, not the file name or the declared type; re-encoding to WebP drops every
 * metadata block (EXIF location and the like) and anything smuggled after the image data.
 */
export async function toWebp(bytes: Buffer): Promise<Buffer | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return null;
  // sharp and libvips take 20 MB of memory: loaded with the first upload, not at start-up.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
