/**
 * Runs `then`, in a task of its own, once the browser has drawn the page as it stands and has put
 * its content on screen: a requestAnimationFrame callback runs as the next frame is prepared, and
 * the first contentful paint is reported once such a frame has been presented, which on a busy
 * phone can come well after it was prepared. A hidden tab presents nothing, so there `then` runs
 * at once, as it does when the tab is hidden before its first paint; a browser that reports no
 * paints runs it after that frame.
 */
export function afterFirstPaint(then: () => void): void {
  let observer: PerformanceObserver | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    setTimeout(then);
  };
  function onHidden() {
    if (document.visibilityState === 'hidden') start();
  }
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', onHidden);
  requestAnimationFrame(() => {
    if (started) return;
    if (!globalThis.PerformanceObserver?.supportedEntryTypes.includes('paint')) {
      start();
      return;
    }
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) start();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
