import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { connectionErrorCode, isUnreachableCode, type DatabaseAvailability } from '../db/availability';
import { AppError, validationMessage } from '../errors';
import { loggableError } from '../loggable-error';
import { timeoutErrorCode } from '../db/session-timeouts';
import { databaseBusy, databaseUnavailable } from './database-guard';
import { fastifyFieldErrors, zodFieldErrors } from './validation';

/** Fastify's own client errors, as the API's error shape. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but says it is JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header does not match the body.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'This content type is not supported here.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files.' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the form.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the form.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The request body is not allowed.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/** Errors Fastify meets while routing (a broken %-encoding, an overlong parameter) skip the error handler; this answers them. */
export function answerRoutingError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  return reply.status(known?.status ?? 400).send({ message: known?.message ?? 'The request is not valid.' });
}

/** Busboy (under @fastify/multipart) reports a broken multipart body — no or bad boundary, cut short — with plain errors. */
const MALFORMED_MULTIPART = /boundary|multipart data|needle/i;

export function installErrorHandler(app: FastifyInstance, { database }: { database?: DatabaseAvailability } = {}) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // The database went away under this request: 503 (it may be retried), and the next ones are answered at once.
    const lostConnection = connectionErrorCode(error);
    if (lostConnection) {
      if (isUnreachableCode(lostConnection)) database?.markDown(lostConnection);
      else database?.suspect(lostConnection);
      error = databaseUnavailable(database?.retryAfterSeconds ?? 2);
    }
    // A bound of the app's sessions fired (session-timeouts.ts): one line for the operator, 503 for the client.
    const timedOut = timeoutErrorCode(error);
    if (timedOut) {
      request.log.warn({ sqlstate: timedOut, route: request.routeOptions.url ?? null }, 'database bound reached; answered 503');
      error = databaseBusy(database?.retryAfterSeconds ?? 2);
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fastifyFieldErrors(error.validation);
      return reply.status(422).send({ message: validationMessage(errors), errors });
    }
    if (error instanceof ZodError) {
      const errors = zodFieldErrors(error);
      return reply.status(422).send({ message: validationMessage(errors), errors });
    }
    const code = (error as FastifyError).code;
    const known = code ? FRAMEWORK_ERRORS[code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = (error as FastifyError).statusCode;
    if (!code && !status && request.isMultipart() && MALFORMED_MULTIPART.test(error.message)) {
      return reply.status(400).send({ message: 'The multipart body is malformed.' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please slow down.' });
    }
    if (status && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send({ message: status === 404 ? 'Not found.' : 'The request is not valid.' });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
}
