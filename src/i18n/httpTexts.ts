import type { BackendModule, InitOptions, ReadCallback, ResourceLanguage, Services } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { withRetries } from '../lib/withRetries';

/** What a read answers: texts, or no data (`false`: loaded, nothing to add). */
export type ReadData = Parameters<ReadCallback>[1];

/** Reads one namespace in one language; rejects with what i18next should log. */
export type ReadTexts = (language: string, namespace: string) => Promise<ReadData>;

/** A short backoff: a lost request is tried again twice, the applicant waits about a second. */
const RETRY_WAITS_MS = [250, 750];

/** A failed read of the HTTP backend, with its own verdict on whether trying again can help. */
class ReadFailure extends Error {
  constructor(
    readonly failure: string | Error,
    readonly retriable: boolean,
  ) {
    super('Translations could not be read', { cause: failure });
  }
}

/**
 * Translation files over HTTP (i18next-http-backend), loaded with the first file asked for so
 * that none of it weighs on the first screen. A file that cannot be loaded is tried again while
 * the failure can pass (offline, 5xx; not a 404), then replaced by the build's own texts of the
 * namespace (`fallbacks`, the locale's merged over English) where it has them: a blocked or lost
 * `/locales` file then shows the texts the build was made with, never the keys.
 */
export function createHttpTexts(
  setup: [Services, HttpBackendOptions, InitOptions] | null,
  fallbacks: Readonly<Record<string, () => Promise<ResourceLanguage>>>,
): ReadTexts {
  const backend = new HttpBackend() as BackendModule<HttpBackendOptions>;
  if (setup) backend.init(...setup);

  const readFile = (language: string, namespace: string) =>
    new Promise<ReadData>((resolve, reject) => {
      backend.read(language, namespace, (error, data) => {
        // i18next-http-backend answers a failure's "retry" flag in place of the data.
        if (error) reject(new ReadFailure(error, data === true));
        else resolve(data);
      });
    });

  return async (language, namespace) => {
    try {
      return await withRetries(
        () => readFile(language, namespace),
        RETRY_WAITS_MS,
        (failure) => failure instanceof ReadFailure && failure.retriable,
      );
    } catch (failure) {
      const error = failure instanceof ReadFailure ? failure.failure : failure;
      const fallback = fallbacks[namespace];
      if (!fallback) throw error;
      // Logged here, as section 8 asks: i18next sees the build's texts arrive, not a failure.
      console.error(`Failed to load translations ${language}/${namespace}:`, error);
      // The locale's texts over English: under English too they only fill keys the locale lacks.
      return withRetries(fallback, RETRY_WAITS_MS);
    }
  };
}
