// The calls of #pages and #deceased by operationId (answer types from the generated schema).
import { api, type CallData, type Schema } from '@ricordo/shared-design';

export type AdminDeceasedRow = Schema<'AdminDeceasedRowDto'>;
export type AdminDeceasedList = CallData<'adminDeceased'>;

/** updateDeceased with the state wanted (never a blind toggle: a repeated click changes nothing twice). */
export async function setEnabled(id: number, enabled: boolean): Promise<string> {
  const answer = await api.call('updateDeceased', {
    body: { deceasedID: String(id), enabled: enabled ? '1' : '0' },
  });
  return answer.message;
}

export async function setContoVendita(id: number, contoVendita: boolean): Promise<string> {
  const answer = await api.call('updateConto', {
    body: { deceasedID: String(id), contoVendita: contoVendita ? '1' : '0' },
  });
  return answer.message;
}

export async function deleteDeceased(id: number): Promise<string> {
  return (await api.call('deceasedDelete', { body: { deceasedID: String(id) } })).message;
}
