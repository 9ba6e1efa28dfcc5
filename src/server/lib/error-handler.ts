import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported Content-Type',
};

/** Turns every error into `{ message, errors? }` with the status its code maps to (lib/errors.ts); a 500 never shows its cause. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request');
        errors[field] ??= v.message ?? 'Invalid value';
      }
      const messages = Object.values(errors);
      const message = messages.length === 1 ? messages[0] : `${messages[0]} (and ${messages.length - 1} more)`;
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.status(400).send({ message: CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
      }
      return reply.status(status).send({ message: CLIENT_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
