// The network boundary of the component tests: every call the page makes through `fetch` is
// answered here, as the server would answer it (status and JSON body), and recorded, so a test can
// say what the server was asked. The application's own code (API client, hooks, forms) runs as is.

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** What the server says: a status (200 unless given), a JSON body, after a delay if a test wants one. */
export interface Reply {
  status?: number;
  body?: unknown;
  delayMs?: number;
}
type Answer = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

interface Route {
  method: string;
  pattern: RegExp;
  answer: Answer;
}

let routes: Route[] = [];
export const sent: SentRequest[] = [];

/** `/api/properties/{id}` → a RegExp matching `/api/properties/12`. */
const toPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** Answer `method path` (OpenAPI-style `{param}` placeholders allowed); the latest matching rule wins. */
export function answer(method: string, path: string, reply: Answer): void {
  routes.unshift({ method: method.toUpperCase(), pattern: toPattern(path), answer: reply });
}

/** The requests sent to `method path` so far. */
export const requestsTo = (method: string, path: string): SentRequest[] =>
  sent.filter((r) => r.method === method.toUpperCase() && toPattern(path).test(r.path));

export function resetNetwork(): void {
  routes = [];
  sent.length = 0;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Installed as `globalThis.fetch` before the application's modules load (the API client keeps it). */
export async function answeringFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const call: SentRequest = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: request.headers.get('content-type')?.includes('multipart') ? await request.formData() : await readBody(request),
    headers: request.headers,
  };
  sent.push(call);
  const route = routes.find((r) => r.method === call.method && r.pattern.test(call.path));
  if (!route) return Response.json({ message: `No answer for ${call.method} ${call.path} in this test` }, { status: 599 });
  const reply = typeof route.answer === 'function' ? await route.answer(call) : route.answer;
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  const status = reply.status ?? 200;
  return status === 204 ? new Response(null, { status }) : Response.json(reply.body ?? {}, { status });
}

/**
 * The uploader sends its files with XMLHttpRequest (for the progress), which `fetch` does not see:
 * this stand-in hands the request to `fetch` (answered by network.ts) and reports the
 * upload half sent, as the browser would along the way.
 */
export class XhrThroughFetch {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    const total = (body.get('file') as File | null)?.size ?? 0;
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: total / 2, total }));
    fetch(this.url, { method: this.method, body, credentials: this.withCredentials ? 'include' : 'same-origin' }).then(
      async (response) => {
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
