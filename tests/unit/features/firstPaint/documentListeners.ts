import { vi } from 'vitest';

/**
 * The head script listens on the document for the page's life; a test runs it once per test on
 * the same document. This records what it adds, so each test can take its listeners away again.
 */
export function recordDocumentListeners(): { removeAll: () => void } {
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    add(type, listener, options);
  });
  return {
    removeAll: () => {
      for (const [type, listener] of added.splice(0)) document.removeEventListener(type, listener);
    },
  };
}
