import type { QueryFunction } from '@tanstack/react-query';

// The API client of SPEC §7: credentials always sent, JSON bodies, and any non-OK answer becomes an
// error whose message is "{status}: {response text or status text}".

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, if the body carried one. */
  get serverMessage(): string | undefined {
    try {
      const body = JSON.parse(this.text) as { message?: unknown };
      return typeof body.message === 'string' ? body.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's per-field messages (`{ errors: { field: message } }`). */
  get fieldErrors(): Record<string, string> {
    try {
      const body = JSON.parse(this.text) as { errors?: Record<string, string> };
      return body.errors ?? {};
    } catch {
      return {};
    }
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

/** A 401 is an authorization error: its message begins "401:" and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's message for a toast, or the fallback the spec names. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reads: GET on the joined key path, throwing on 401 unless told to return null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** Builds a query string from filters, skipping empty values (SPEC §5 "empty values are omitted"). */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
