import { ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CommonErrors, CommonMessages } from './app-error';

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Flattens nested errors into `{ 'path.to.field': 'Campo obbligatorio' | 'Campo non valido' }`. */
function collect(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      into[path] = isMissing(error.value) ? CommonMessages.required : CommonMessages.invalid;
    }
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/** Global DTO validation (spec public §5 "General: required field empty gives 'Campo obbligatorio'"). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => CommonErrors.validation(collect(errors)),
  });
}

/**
 * The global pipe's check for values that do not arrive as a parsed body (the text fields of a multipart
 * upload): the DTO's rules, the same whitelist and the same VALIDATION_FAILED answer.
 */
export async function validatedFields<T extends object>(
  dto: new () => T,
  fields: Record<string, unknown>,
): Promise<T> {
  const instance = plainToInstance(dto, fields);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) throw CommonErrors.validation(collect(errors));
  return instance;
}
