// Bodies the generated document types wrongly, sent as the server reads them. The backend declares some
// request fields `unknown` (condolences/dto/book.dto.ts; EvaluateDedicationDto), which the document turns
// into objects, and types the plaque order's form as a record of strings where the page sends the form
// itself (URLSearchParams, which the kit's client encodes as a form). The cast lives here, in one place,
// until the document says what the server takes.
import type { CallBody, OperationId } from '@ricordo/shared-design';

export type LooseBody = Record<string, string | boolean | undefined> | URLSearchParams;

export function looseBody<K extends OperationId>(_operationId: K, body: LooseBody): CallBody<K> {
  return body as unknown as CallBody<K>;
}
