/** Adds an async third-party script to the page; resolves when it has loaded. */
export function injectScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () =>
      reject(new Error(`Could not load ${new URL(src).origin}`)),
    );
    ((doc.head as HTMLHeadElement | null) ?? doc.documentElement).appendChild(script);
  });
}
