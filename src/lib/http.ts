import axios, { type AxiosRequestConfig } from 'axios';

export interface RequestError {
  status?: number;
  message: string;
  /** The server's answer body, when it sent one (for example the field errors of a 422). */
  body?: unknown;
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
   * The applicant token of the lead in hand, sent as `Authorization: Bearer` to the API's own
   * paths only (never to an absolute URL, which could be another site), unless a call sets its own.
   */
  applicantToken?: () => string | null;
}

export interface HttpClient {
  request<T>(config: AxiosRequestConfig): Promise<RequestResult<T>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof FormData)
  );
}

/** A path on the API's base URL, not an absolute URL (`https://…`, `//host/…`) of another site. */
function isApiPath(url: string | undefined): boolean {
  return url !== undefined && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** The shared axios instance. No timeout, as section 9 says: the UI offers retry instead. */
export function createHttpClient({
  baseURL,
  productId,
  productUrls,
  language,
  applicantToken,
}: HttpClientOptions): HttpClient {
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
    if (token && isApiPath(config.url) && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  return {
    async request<T>(config: AxiosRequestConfig): Promise<RequestResult<T>> {
      try {
        const response = await instance.request<T>(config);
        return { data: response.data };
      } catch (error: unknown) {
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        const message = error instanceof Error ? error.message : String(error);
        if (status !== undefined) console.error(`Request failed with HTTP status ${status}`);
        if (status === undefined) return { error: { message } };
        const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
        return {
          error:
            body === undefined || body === '' ? { status, message } : { status, message, body },
        };
      }
    },
  };
}
