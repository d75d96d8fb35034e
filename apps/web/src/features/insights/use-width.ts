import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is put on, followed as it changes (a phone turned, a window
 * resized), so a chart draws in real pixels: its text stays readable at 390 px and at 1280 px.
 * `fallback` until measured, and where the browser cannot measure (tests).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
