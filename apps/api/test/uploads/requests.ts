import { readFileSync, writeFileSync } from 'node:fs';
import type { App } from '../../src/app';

/** A multipart body with one file, as a browser's form sends it. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----studyhall-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /api/uploads` with the file in the field `image`. */
export function uploadImage(
  app: App,
  auth: Record<string, string>,
  bytes: Buffer,
  type = 'image/png',
) {
  const body = multipart('image', 'picture', type, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

/**
 * A GIF of one `width` × `height` frame in 35 bytes: its pixel data stops after the first code,
 * and the decoder fills the rest of the frame, so a few bytes unpack into `width × height × 4`.
 */
export function gifOfSize(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two entries follows
  const frame = Buffer.alloc(10);
  frame[0] = 0x2c;
  frame.writeUInt16LE(width, 5);
  frame.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    frame,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/**
 * The most memory this process has held resident since the last `resetPeakMemory`, in MB, as the
 * kernel counts it (VmHWM): a true peak, not a sample.
 */
export function peakMemoryMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

export function resetPeakMemory(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

export function residentMemoryMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}
