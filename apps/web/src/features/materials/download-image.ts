/** The file name the browser saves: the URL's last segment, or one named after the material. */
export function downloadName(url: string, fallback: string): string {
  const last = new URL(url, window.location.origin).pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(last) ? last : fallback;
}

/**
 * Fetches the image and saves it through a temporary object URL, so a cross-origin image is
 * saved rather than opened; a failed fetch (network, CORS, 404) rejects.
 */
export async function downloadImage(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download failed with ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = downloadName(url, fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
