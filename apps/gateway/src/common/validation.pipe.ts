import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedException } from './api.exception';

/** Flattens class-validator errors into `{ "field.path": [messages] }`. */
export function validationDetails(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) details[path] = Object.values(error.constraints);
    Object.assign(details, validationDetails(error.children ?? [], path));
  }
  return details;
}

/**
 * The global pipe: converts and validates every DTO, rejects unknown fields (a mistyped field is a
 * 400, never ignored) and answers 400 with field-keyed `details`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedException(validationDetails(errors)),
  });
}
