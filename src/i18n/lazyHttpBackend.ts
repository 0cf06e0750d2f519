import type { BackendModule, InitOptions, ReadCallback, ResourceLanguage, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

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
  /** Adds texts to the instance without the store's `added` event. */
  addSilently?: (language: string, namespace: string, texts: ResourceLanguage) => void;
}

/**
 * An i18next backend that imports i18next-http-backend on its first read, so the HTTP backend
 * stays out of the first screen's bundle (the first screen's texts ship with the entry) and
 * loads only when a feature namespace or another language is asked for.
 */
export class LazyHttpBackend implements BackendModule<LazyHttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: LazyHttpBackendOptions = {};
  private setup: [Services, InitOptions] | null = null;
  private backend: Promise<BackendModule> | null = null;

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
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    this.load().then(
      (backend) => {
        backend.read(language, namespace, callback);
      },
      (error: unknown) => {
        // Offline, or a new deployment removed the chunk: i18next logs it and retries later.
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  }

  private load(): Promise<BackendModule> {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend() as BackendModule<HttpBackendOptions>;
      const {
        alreadyBundled: _bundled,
        locale: _locale,
        namespaceChunks: _chunks,
        addSilently: _add,
        ...httpOptions
      } = this.options;
      if (this.setup) backend.init(this.setup[0], httpOptions, this.setup[1]);
      return backend;
    });
    // A failed import must not stick: the next read tries again.
    this.backend.catch(() => {
      this.backend = null;
    });
    return this.backend;
  }
}
