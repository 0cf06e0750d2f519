import type { BackendModule, InitOptions, ReadCallback, ResourceLanguage, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { ReadTexts } from './httpTexts';

export interface LazyHttpBackendOptions extends HttpBackendOptions {
  /** `language|namespace` pairs already in the bundle: answered empty, never fetched. */
  alreadyBundled?: readonly string[];
  /** The build's language: a chunked namespace answers it, and answers English empty. */
  locale?: string;
  /**
   * Namespaces the build ships as chunks, the locale's texts merged over English. They are added
   * silently: every component using texts re-renders, synchronously, on a loud addition (a
   * 100 ms task on a slow phone when the consent banner's texts arrive at startup), and the
   * components of a chunked namespace need none of it, since they suspend until it is in
   * (`useSuspense: true`).
   */
  namespaceChunks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /**
   * The build's texts of the namespaces read over HTTP, a chunk each, loaded only when a file
   * cannot be (httpTexts.ts).
   */
  namespaceFallbacks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /** Adds texts to the instance without the store's `added` event. */
  addSilently?: (language: string, namespace: string, texts: ResourceLanguage) => void;
}

const asError = (error: unknown): Error | string =>
  error instanceof Error || typeof error === 'string' ? error : new Error(String(error));

/**
 * An i18next backend that imports the HTTP reading (httpTexts.ts, with i18next-http-backend) on
 * its first read, so it stays out of the first screen's bundle (the first screen's texts ship
 * with the entry) and loads only when a feature namespace or another language is asked for.
 * i18next retries what fails here with a "retry" flag: a chunk that did not load. A file is
 * retried, and replaced by the build's texts, by httpTexts.ts itself.
 */
export class LazyHttpBackend implements BackendModule<LazyHttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: LazyHttpBackendOptions = {};
  private setup: [Services, InitOptions] | null = null;
  private reader: Promise<ReadTexts> | null = null;

  init(
    services: Services,
    backendOptions: LazyHttpBackendOptions,
    i18nextOptions: InitOptions,
  ): void {
    this.options = backendOptions;
    this.setup = [services, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (this.options.alreadyBundled?.includes(`${language}|${namespace}`)) {
      callback(null, {});
      return;
    }
    const chunk = this.options.namespaceChunks?.[namespace];
    if (chunk && (language === this.options.locale || language === 'en')) {
      // The chunk holds the English texts under the locale's: English itself has nothing to add.
      // Answering no data (not an empty object) marks the namespace loaded without an addition.
      if (language !== this.options.locale) {
        callback(null, false);
        return;
      }
      chunk().then(
        (texts) => {
          this.options.addSilently?.(language, namespace, texts);
          callback(null, false);
        },
        (error: unknown) => callback(asError(error), true),
      );
      return;
    }
    this.load().then(
      (readTexts) =>
        readTexts(language, namespace).then(
          (data) => callback(null, data),
          // Retried (or replaced) already: final.
          (error: unknown) => callback(asError(error), false),
        ),
      // Offline, or a new deployment removed the chunk: worth another try.
      (error: unknown) => callback(asError(error), true),
    );
  }

  private load(): Promise<ReadTexts> {
    this.reader ??= import('./httpTexts').then(({ createHttpTexts }) => {
      const {
        alreadyBundled: _bundled,
        locale: _locale,
        namespaceChunks: _chunks,
        namespaceFallbacks: fallbacks = {},
        addSilently: _add,
        ...httpOptions
      } = this.options;
      return createHttpTexts(
        this.setup ? [this.setup[0], httpOptions, this.setup[1]] : null,
        fallbacks,
      );
    });
    // A failed import must not stick: the next read tries again.
    this.reader.catch(() => {
      this.reader = null;
    });
    return this.reader;
  }
}
