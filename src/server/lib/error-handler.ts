import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { localeOf, translate, varyByLanguage } from './i18n';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported Content-Type',
};

/** The first of several messages, saying how many more there are (a form shows each beside its field). */
export const FIRST_OF_MANY = '{message} (and {count} more)';

/**
 * An error's body in the request's language (docs/product.md#languages): its message and each
 * field's, said in Arabic for an Arabic page (X-Language) or browser (Accept-Language). The answer
 * then depends on those headers, and says so to caches.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  const locale = localeOf(request);
  const said = errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translate(locale, text)]));
  varyByLanguage(reply);
  return reply.status(status).send({ message: translate(locale, message), ...(said ? { errors: said } : {}) });
}

/** Turns every error into `{ message, errors? }` with the status its code maps to (lib/errors.ts); a 500 never shows its cause. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.status, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const locale = localeOf(request);
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
        errors[field] ??= translate(locale, v.message ?? 'Invalid value');
      }
      const messages = Object.values(errors);
      const message =
        messages.length === 1 ? messages[0] : translate(locale, FIRST_OF_MANY, { message: messages[0], count: messages.length - 1 });
      varyByLanguage(reply);
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return sendError(request, reply, 400, CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY);
      }
      return sendError(request, reply, status, CLIENT_MESSAGES[error.code] ?? error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'Something went wrong on our side. Please try again.');
  });
}
