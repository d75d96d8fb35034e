import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Code the first picture does
 * not need (the carousel's, the toasts') starts downloading only then, so it never competes with
 * the page's own code and data for the first paint (LCP, docs/performance.md#lighthouse).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from an animation frame runs once that frame is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
