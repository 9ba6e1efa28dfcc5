// One error type for every rule the services enforce; one table maps its code to an HTTP status.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError('BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** The request is well formed but cannot be done as asked (e.g. an Idempotency-Key reused for another request). */
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
