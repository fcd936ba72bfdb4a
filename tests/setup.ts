import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Only the files that render (jsdom) load React's testing library: most function and unit files never do.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

// headlessui measures elements; jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
