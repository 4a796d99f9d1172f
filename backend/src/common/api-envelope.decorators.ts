import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/** OpenAPI shape of the envelope (docs/contracts.md "API envelope"); `data` and `session` are refined per route. */
export class EnvelopeDto {
  @ApiProperty({ enum: ['success', 'fail'] })
  response: 'success' | 'fail';

  @ApiProperty({ enum: ['success', 'fail'], description: 'Mirrors response.' })
  result: 'success' | 'fail';

  @ApiProperty({ description: 'Italian text for people (may be empty on success).' })
  message: string;

  @ApiProperty({ type: String, nullable: true, description: 'Machine code of the failure, null on success.' })
  errorCode: string | null;

  // `data` and `session` are described per route by ApiEnvelope / ApiFailures, so that generated types
  // intersect cleanly with this base.
}

/** Always null: the route reports no session, or `data` is null. */
const NULL_SCHEMA = { type: 'object' as const, nullable: true, enum: [null] };

/** Validation failure details: field path → 'Campo obbligatorio' | 'Campo non valido'. */
export class ValidationFailureDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  fields: Record<string, string>;
}

interface EnvelopeOptions {
  status?: number;
  description?: string;
  /** Schema of `session` on this route (e.g. the SessionDto), nullable unless required. */
  session?: Type<unknown>;
  sessionRequired?: boolean;
}

/** Documents a successful answer whose `data` is `dataType` (null: the route answers `data: null`). */
export function ApiEnvelope(dataType: Type<unknown> | null, options: EnvelopeOptions = {}) {
  const models: Array<Type<unknown>> = dataType ? [EnvelopeDto, dataType] : [EnvelopeDto];
  const properties: Record<string, object> = {
    data: dataType ? { $ref: getSchemaPath(dataType) } : NULL_SCHEMA,
    session: NULL_SCHEMA,
  };
  const required = ['data', 'session'];
  if (options.session) {
    models.push(options.session);
    properties.session = options.sessionRequired
      ? { $ref: getSchemaPath(options.session) }
      : { nullable: true, allOf: [{ $ref: getSchemaPath(options.session) }] };
  }
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: { allOf: [{ $ref: getSchemaPath(EnvelopeDto) }, { type: 'object', properties, required }] },
    }),
  );
}

/** Documents the failed answers a route may give (always the envelope with `response: 'fail'`). */
export function ApiFailures(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(EnvelopeDto, ValidationFailureDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: 'Failure (envelope with errorCode and Italian message)',
        schema: {
          allOf: [
            { $ref: getSchemaPath(EnvelopeDto) },
            {
              type: 'object',
              properties: {
                // Validation failures carry ValidationFailureDto; other failures null or error details.
                data: { type: 'object', nullable: true, additionalProperties: true },
                session: NULL_SCHEMA,
              },
              required: ['data', 'session'],
            },
          ],
        },
      }),
    ),
  );
}

/** The CSRF header of a state-changing call (DESIGN "Security"): the header, or the form's csrf_token field. */
export const CSRF_HEADER = { name: 'X-CSRF-Token', required: false, description: 'Or body field csrf_token' };
