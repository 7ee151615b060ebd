import { type ApiError, ErrorCode } from '@algosheets/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from './api.exception';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: ErrorCode.BadRequest,
  [HttpStatus.UNAUTHORIZED]: ErrorCode.Unauthorized,
  [HttpStatus.FORBIDDEN]: ErrorCode.Forbidden,
  [HttpStatus.NOT_FOUND]: ErrorCode.NotFound,
  [HttpStatus.CONFLICT]: ErrorCode.Conflict,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ErrorCode.PayloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: ErrorCode.TooManyRequests,
  [HttpStatus.SERVICE_UNAVAILABLE]: ErrorCode.ServiceUnavailable,
};

/** The message of a framework exception (a string, or Nest's `{message}` body). */
function frameworkMessage(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/**
 * A client error raised by Express middleware before Nest (body-parser: a body over the size limit,
 * malformed or too deeply nested JSON) in the `http-errors` form, `{status, expose: true}`: the 4xx
 * it names, in the one error body, never a 500.
 */
function middlewareClientError(exception: unknown): ApiError | null {
  if (!(exception instanceof Error)) return null;
  const { status, expose, type } = exception as Error & { status?: unknown; expose?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
    return { statusCode: status, code: ErrorCode.PayloadTooLarge, message: 'The request body is too large' };
  }
  const message = type === 'entity.parse.failed' ? 'The request body is not valid JSON' : exception.message;
  return { statusCode: status, code: CODE_BY_STATUS[status] ?? ErrorCode.BadRequest, message };
}

/**
 * Renders every failure as {@link ApiError}, the one error body of every answer: typed
 * {@link ApiException}s with their code and details, framework exceptions (404 route, 413 body,
 * malformed JSON) by status, anything else as 500 `INTERNAL_ERROR` with the request id, logged
 * with its stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request & { id?: string }>();
    const response = http.getResponse<Response>();
    const body = this.toBody(exception, String(request.id ?? ''));
    if (exception instanceof ApiException && exception.headers) response.set(exception.headers);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, requestId: body.requestId, path: request.url }, 'request failed');
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, requestId: string): ApiError {
    if (exception instanceof ApiException) {
      const body: ApiError = { statusCode: exception.getStatus(), code: exception.code, message: exception.message };
      if (exception.details) body.details = exception.details;
      return body;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const code = CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? ErrorCode.InternalError : ErrorCode.BadRequest);
      const body: ApiError = { statusCode, code, message: frameworkMessage(exception) };
      if (statusCode >= 500) body.requestId = requestId;
      return body;
    }
    const clientError = middlewareClientError(exception);
    if (clientError) return clientError;
    if (exception instanceof Error && exception.name === 'MaxRetriesPerRequestError') {
      // ioredis gave up: Redis is unreachable. A retry later can succeed, so this is 503, not 500.
      return { statusCode: 503, code: ErrorCode.ServiceUnavailable, message: 'A backing service is unavailable, please retry', requestId };
    }
    return { statusCode: 500, code: ErrorCode.InternalError, message: 'Internal server error', requestId };
  }
}
