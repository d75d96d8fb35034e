import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-paint';

/** The browser's paint reports, told by the test: a frame, then the first contentful paint. */
function fakeBrowser() {
  const frames: FrameRequestCallback[] = [];
  const observers: PerformanceObserverCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    frame: () => frames.splice(0).forEach((callback) => callback(performance.now())),
    paint: (name: string) => {
      const entries = { getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) };
      for (const callback of [...observers]) {
        callback(entries as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
      }
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for a frame and for the first contentful paint to be reported', () => {
    const browser = fakeBrowser();
    const then = vi.fn();

    afterFirstPaint(then);
    browser.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();

    browser.frame();
    browser.paint('first-paint');
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();

    browser.paint('first-contentful-paint');
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden tab, and when the tab is hidden before its paint', () => {
    fakeBrowser();
    const hidden = vi.fn();
    const hiddenLater = vi.fn();

    afterFirstPaint(hiddenLater);
    setVisibility('hidden');
    afterFirstPaint(hidden);
    vi.runAllTimers();

    expect(hidden).toHaveBeenCalledOnce();
    expect(hiddenLater).toHaveBeenCalledOnce();
  });

  it('runs after the frame where the browser reports no paints', () => {
    const browser = fakeBrowser();
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();

    afterFirstPaint(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();

    browser.frame();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });
});
