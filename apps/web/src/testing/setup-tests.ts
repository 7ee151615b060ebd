import '@testing-library/jest-dom';
import { act, configure } from '@testing-library/react';
import { toaster } from '../components/toaster';

// Route pages are lazy chunks; on a loaded two-core CI machine their first import can take more
// than Testing Library's one-second default, so findBy/waitFor wait up to 5 s for real content.
configure({ asyncUtilTimeout: 5000 });

// What Vite would expose as import.meta.env under `vite --mode test` (see apps/web/jest.config.js).
Object.assign(globalThis, {
  __VITE_TEST_ENV__: { MODE: 'test', DEV: false, PROD: false, SSR: false, BASE_URL: '/' },
});

// jsdom lacks the layout and media APIs that Chakra's Ark/Zag machines and next-themes call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
Object.assign(window, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

// jsdom has no PointerEvent; Zag's press handling constructs one when a checkbox loses focus.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  jest.restoreAllMocks();
  // The toaster is a module singleton: without this, one test's toasts would fill the next test's three visible slots.
  act(() => toaster.remove());
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.localStorage.clear();
});
