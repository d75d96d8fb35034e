import { fileTypeFromBuffer } from 'file-type';
import type SharpConstructor from 'sharp';
import { MAX_IMAGE_PIXELS } from '@studyhall/shared';
import { createDecodeGate } from './decode-gate';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MAX_SIDE = 2000;
const QUALITY = 82;
/**
 * Tried in turn while the WebP is larger than the file sent (an already well-compressed JPEG), so
 * the stored file is no larger than the original where it can be; the smallest is kept otherwise.
 */
const LOWER_QUALITIES = [68, 50];
/** A WebP this small is kept whatever the original weighed: a tiny file cannot be matched. */
const SMALL_ENOUGH = 64 * 1024;

/**
 * At most two decodes at a time, one per core of the machines we run on, and together at most
 * the pixels of one largest image: decoding a 16 megapixel GIF (the format without shrink-on-load)
 * held about 120 MB, so however many uploads arrive together, decoding stays within about that
 * much above the server's usual memory (docs/product.md#uploads). Eight more may wait, a few
 * seconds at most, before a request is refused with 503.
 */
const gate = createDecodeGate({ running: 2, pixels: MAX_IMAGE_PIXELS, waiting: 8 });

export type ImageOutcome = { webp: Buffer } | { refused: 'unsupported' | 'tooManyPixels' };

let loaded: Promise<typeof SharpConstructor> | undefined;

/**
 * sharp and libvips take 20 MB of memory: loaded with the first image made, not at start-up (the
 * demo's pictures load it too, so nothing may import it statically). Its cache would keep decoded
 * images after the request (50 MB by default), and each decode gets one libvips thread, so memory
 * follows the number of decodes the gate lets run.
 */
export function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/**
 * Trusts the bytes, not the file name or the declared type; re-encoding to WebP drops every
 * metadata block (EXIF location and the like) and anything smuggled after the image data. The
 * size is read from the header before any pixel is decoded, so a small file that unpacks into a
 * huge image is refused at the cost of reading its header. Throws GateFullError when too many
 * decodes are running and waiting.
 */
export async function toWebp(bytes: Buffer): Promise<ImageOutcome> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { refused: 'unsupported' };
  const sharp = await loadSharp();
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!header) return { refused: 'unsupported' };
  const pixels = header.width * header.height;
  if (pixels > MAX_IMAGE_PIXELS) return { refused: 'tooManyPixels' };

  const encode = (quality: number) =>
    sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  return gate.run(pixels, async () => {
    try {
      let smallest = await encode(QUALITY);
      for (const quality of LOWER_QUALITIES) {
        if (smallest.length <= Math.max(bytes.length, SMALL_ENOUGH)) break;
        const webp = await encode(quality);
        if (webp.length < smallest.length) smallest = webp;
      }
      return { webp: smallest };
    } catch {
      return { refused: 'unsupported' };
    }
  });
}
