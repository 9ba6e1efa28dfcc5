import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { LANGUAGE_HEADER } from '@shared/i18n/locale';
import type { components, paths } from './api-types';
import { locale } from './i18n';

// The one API client (docs/decisions/004-one-contract-per-endpoint.md). Its types are generated from
// the server's OpenAPI document, which the server builds from the contracts in src/shared/contracts,
// so a call's path, parameters, body, answer and errors are checked against the server's own
// description. Each feature's calls live in its `api/` folder over this client; query keys are
// `[method, path, init]`, derived by openapi-react-query.

/** The API's named shapes as the browser receives them (dates as ISO strings): `ApiSchema['Property']`. */
export type ApiSchema = components['schemas'];
export type ApiPath = keyof paths;
/** The JSON body a POST, PUT or PATCH of `P` takes: `ApiBody<'/api/properties', 'post'>`. */
export type ApiBody<P extends ApiPath, M extends 'post' | 'put' | 'patch'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * Any answer that is not OK: its `status`, the server's `{ message, errors }`, and the message of
 * the original product's client, "{status}: {response text}".
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  private get body(): { message?: unknown; errors?: unknown } {
    try {
      const parsed = JSON.parse(this.text) as unknown;
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch {
      return {};
    }
  }

  /** The server's `{ message }`, if the answer carried one. */
  get serverMessage(): string | undefined {
    return typeof this.body.message === 'string' ? this.body.message : undefined;
  }

  /** The server's per-field messages (`{ errors: { field: message } }`). */
  get fieldErrors(): Record<string, string> {
    const errors = this.body.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }
}

/** The session ended (or never began): the server answered 401. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** The server's message for a toast, or the fallback. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof ApiError && error.serverMessage) || fallback;

/** Every answer that is not OK becomes an ApiError, for every call, wherever it is made. */
const throwIfNotOk: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, (await response.clone().text()) || response.statusText);
    return undefined;
  },
};

/** Query strings leave out empty values (an unset filter), as the server reads them. */
function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** Every call names the page's language, so the server's messages come back in it (docs/product.md#languages). */
const saysLanguage: Middleware = {
  onRequest({ request }) {
    request.headers.set(LANGUAGE_HEADER, locale);
    return request;
  },
};

export const fetchClient = createFetchClient<paths>({ credentials: 'include', querySerializer });
fetchClient.use(saysLanguage, throwIfNotOk);

/** `api.useQuery('get', '/api/properties/{id}', { params: { path: { id } } })`, `api.useMutation(…)`, `api.queryOptions(…)`. */
export const api = createQueryClient(fetchClient);

/**
 * The answer's body of a call made through `fetchClient` (a non-OK answer has already thrown an
 * ApiError), for mutations whose variables are the feature's own words rather than the call's init.
 */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/** For lists whose next page replaces the last: the last one stays on screen (dimmed) while the next loads. */
export const keepLastPage = { placeholderData: keepPreviousData } as const;

/** Refreshes every cached read of these paths (whatever their parameters). */
export function refresh(queryClient: QueryClient, ...paths: ApiPath[]): Promise<unknown> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}

/** The API's documentation (Swagger UI over the OpenAPI document). */
export const API_DOCS_URL = '/api/docs';

/** A URL the browser navigates to (not a fetch): a GET path with its query. */
export function pageUrl(path: ApiPath, query: Record<string, unknown> = {}): string {
  const search = querySerializer(query);
  return search ? `${path}?${search}` : path;
}
