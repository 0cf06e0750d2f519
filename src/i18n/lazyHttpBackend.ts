import type { BackendModule, InitOptions, ReadCallback, ResourceLanguage, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { withRetries } from '../lib/withRetries';

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
   * The build's texts of namespaces read over HTTP (the locale's merged over English), a chunk
   * each, loaded only when a file cannot be: a blocked or missing `/locales` file then shows the
   * texts the build was made with, never the keys.
   */
  namespaceFallbacks?: Readonly<Record<string, () => Promise<ResourceLanguage>>>;
  /** Adds texts to the instance without the store's `added` event. */
  addSilently?: (language: string, namespace: string, texts: ResourceLanguage) => void;
}

/** What a read answers: texts, or no data (`false`: loaded, nothing to add). */
type ReadData = Parameters<ReadCallback>[1];

/** A short backoff: a lost request is tried again twice, the applicant waits about a second. */
const RETRY_WAITS_MS = [250, 750];

/** A failed read of the HTTP backend, with its own verdict on whether trying again can help. */
class ReadFailure extends Error {
  constructor(
    readonly failure: unknown,
    readonly retriable: boolean,
  ) {
    super('Translations could not be read', { cause: failure });
  }
}

/** What i18next logs and hands on: the HTTP backend's failures are messages, others errors. */
const asError = (error: unknown): Error | string =>
  error instanceof Error || typeof error === 'string' ? error : new Error(String(error));

/**
 * An i18next backend that imports i18next-http-backend on its first read, so the HTTP backend
 * stays out of the first screen's bundle (the first screen's texts ship with the entry) and
 * loads only when a feature namespace or another language is asked for. A file that cannot be
 * loaded is retried with a short backoff, then replaced by the build's own texts where it has
 * them; i18next itself does not retry (`maxRetries: 0`).
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
      withRetries(chunk, RETRY_WAITS_MS).then(
        (texts) => {
          this.options.addSilently?.(language, namespace, texts);
          callback(null, false);
        },
        (error: unknown) => callback(asError(error), false),
      );
      return;
    }
    this.readOverHttp(language, namespace).then(
      (data) => callback(null, data),
      (failure: unknown) =>
        this.readFallback(
          language,
          namespace,
          failure instanceof ReadFailure ? failure.failure : failure,
          callback,
        ),
    );
  }

  /** The file, tried again while the failure is one that can pass (offline, 5xx; not a 404). */
  private readOverHttp(language: string, namespace: string): Promise<ReadData> {
    const attempt = async () => {
      const backend = await this.load().catch((error: unknown) => {
        // Offline, or a new deployment removed the chunk: worth another try.
        throw new ReadFailure(error, true);
      });
      return new Promise<ReadData>((resolve, reject) => {
        backend.read(language, namespace, (error, data) => {
          // i18next-http-backend answers a failure's "retry" flag in place of the data.
          if (error) reject(new ReadFailure(error, data === true));
          else resolve(data);
        });
      });
    };
    return withRetries(
      attempt,
      RETRY_WAITS_MS,
      (failure) => failure instanceof ReadFailure && failure.retriable,
    );
  }

  /**
   * The build's texts in place of a file that stays unavailable. The file's failure is logged
   * here, as section 8 asks, since i18next sees a success; without such texts it gets the failure.
   */
  private readFallback(
    language: string,
    namespace: string,
    error: unknown,
    callback: ReadCallback,
  ): void {
    const fallback = this.options.namespaceFallbacks?.[namespace];
    if (!fallback) {
      callback(asError(error), false);
      return;
    }
    console.error(`Failed to load translations ${language}/${namespace}:`, error);
    // The texts are the locale's over English: under English too they only fill keys the locale lacks.
    withRetries(fallback, RETRY_WAITS_MS).then(
      (texts) => callback(null, texts),
      (fallbackError: unknown) => callback(asError(fallbackError), false),
    );
  }

  private load(): Promise<BackendModule> {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend() as BackendModule<HttpBackendOptions>;
      const {
        alreadyBundled: _bundled,
        locale: _locale,
        namespaceChunks: _chunks,
        namespaceFallbacks: _fallbacks,
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
