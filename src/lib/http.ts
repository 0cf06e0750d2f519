import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import { startDeadline, type Deadline, type RunningDeadline } from './deadline';

export type { Deadline } from './deadline';

export interface RequestError {
  status?: number;
  message: string;
  /** The server's answer body, when it sent one (for example the field errors of a 422). */
  body?: unknown;
  /** No answer came within the call's deadline: a failed call like any other, to be retried. */
  timedOut?: true;
}

/** Requests never throw: they return the data or an error object (specification section 8). */
export type RequestResult<T> =
  { data: T; error?: undefined } | { data?: undefined; error: RequestError };

export interface HttpClientOptions {
  baseURL: string;
  productId: string;
  /** Exact URLs whose JSON body gets the product identifier (lead and affiliate event). */
  productUrls: readonly string[];
  /** Sent as `Accept-Language` on every request: the server answers in the page's language. */
  language?: string;
  /**
   * The applicant token of the lead in hand, sent as `Authorization: Bearer` to the API only: its
   * paths, and absolute URLs on the origin of the base URL or of a product URL (a production
   * build names its lead path in full), never another site. A call may set its own.
   */
  applicantToken?: () => string | null;
}

export interface HttpClient {
  /** Without a deadline the request waits as long as the connection does (section 9). */
  request<T>(config: AxiosRequestConfig, deadline?: Deadline): Promise<RequestResult<T>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof FormData)
  );
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The origin of an absolute URL, or undefined for a path (or text that is no URL). */
function originOf(url: string): string | undefined {
  if (!ABSOLUTE_URL.test(url)) return undefined;
  try {
    return new URL(url, 'https://relative.invalid').origin;
  } catch {
    return undefined;
  }
}

/** Whether `url` goes to the API: a path on its base URL, or an absolute URL on one of its origins. */
function isApiUrl(url: string | undefined, apiOrigins: ReadonlySet<string>): boolean {
  if (url === undefined) return false;
  if (!ABSOLUTE_URL.test(url)) return true;
  const origin = originOf(url);
  return origin !== undefined && apiOrigins.has(origin);
}

/**
 * The request's config with the deadline's signal and, for a deadline counted from the last
 * progress, its upload progress as signs of life (only then: an upload listener makes a browser
 * send a CORS preflight first).
 */
function underDeadline(config: AxiosRequestConfig, running: RunningDeadline): AxiosRequestConfig {
  const { onUploadProgress } = config;
  if (!running.deadline.fromLastProgress) return { ...config, signal: running.signal };
  return {
    ...config,
    signal: running.signal,
    onUploadProgress: (event: AxiosProgressEvent) => {
      running.progressed();
      onUploadProgress?.(event);
    },
  };
}

/**
 * The shared axios instance. No timeout by default, as section 9 says: each call of the lead API
 * brings its own deadline (features/lead/deadlines.ts), and the UI offers a retry.
 */
export function createHttpClient({
  baseURL,
  productId,
  productUrls,
  language,
  applicantToken,
}: HttpClientOptions): HttpClient {
  const apiOrigins = new Set(
    [baseURL, ...productUrls].map(originOf).filter((origin) => origin !== undefined),
  );
  const instance = axios.create({
    baseURL,
    timeout: 0,
    headers: {
      Accept: 'application/json',
      // The page's language, not the browser's (which the browser would send otherwise).
      ...(language ? { 'Accept-Language': language } : {}),
    },
  });

  instance.interceptors.request.use((config) => {
    if (
      config.url !== undefined &&
      productUrls.includes(config.url) &&
      isPlainObject(config.data)
    ) {
      config.data = { ...config.data, product: productId };
    }
    const token = applicantToken?.();
    if (token && isApiUrl(config.url, apiOrigins) && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  return {
    async request<T>(config: AxiosRequestConfig, deadline?: Deadline): Promise<RequestResult<T>> {
      const running = deadline ? startDeadline(deadline, config.signal) : undefined;
      try {
        const response = await instance.request<T>(
          running ? underDeadline(config, running) : config,
        );
        return { data: response.data };
      } catch (error: unknown) {
        if (running?.expired()) {
          console.error(`Request timed out after ${String(running.deadline.ms)} ms`);
          return { error: { message: 'Request timed out', timedOut: true } };
        }
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        const message = error instanceof Error ? error.message : String(error);
        if (status !== undefined) console.error(`Request failed with HTTP status ${status}`);
        if (status === undefined) return { error: { message } };
        const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
        return {
          error:
            body === undefined || body === '' ? { status, message } : { status, message, body },
        };
      } finally {
        running?.stop();
      }
    },
  };
}
