/** The file name the browser saves: the URL's last segment, or one named after the material. */
export function downloadName(url: string, fallback: string): string {
  const last = new URL(url, window.location.origin).pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(last) ? last : fallback;
}

/**
 * Saves the image. One of ours (`/uploads/…`) is fetched and saved through a temporary object URL;
 * a failed fetch rejects. An image on another site cannot be fetched from the page (the CSP keeps
 * `connect-src 'self'`, and most image hosts send no CORS headers), and browsers ignore `download`
 * on cross-origin links, so that one opens in a new tab where the user saves it.
 */
export async function downloadImage(url: string, fallbackName: string): Promise<void> {
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin) {
    clickLink({ href: target.href, download: downloadName(url, fallbackName), newTab: true });
    return;
  }
  const response = await fetch(target, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download failed with ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    clickLink({ href: objectUrl, download: downloadName(url, fallbackName), newTab: false });
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}

function clickLink({
  href,
  download,
  newTab,
}: {
  href: string;
  download: string;
  newTab: boolean;
}) {
  const link = document.createElement('a');
  link.href = href;
  link.download = download;
  if (newTab) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
}
