import { useEffect, useState } from 'react';
import { ApiError, Dialog, MESSAGES, Spinner, useSession } from '@ricordo/shared-design';
import { editRecord, loadRecord, type ObituaryRecord } from './obituary-api';
import { editBody, type EditCall } from './obituary-payload';
import { kindOfRecord, valuesOfRecord } from './obituary-record';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import { ObituaryForm } from './ObituaryForm';
import type { ObituaryFormKind } from './obituary-values';

export interface EditModalProps {
  /** The record to edit; the modal is open while it is set. */
  deceasedId: number | null;
  onClose: () => void;
  /** After a successful save and 'Chiudi' (spec panels §4: "Modify success reloads"): reload the list. */
  onSaved: () => void;
}

interface Loaded {
  id: number;
  record: ObituaryRecord | null;
  error: string | null;
}

/** GET api/obituaries/record/{id} while `id` is set. */
function useRecord(id: number | null): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    loadRecord(id, controller.signal).then(
      (record) => setLoaded({ id, record, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ id, record: null, error: error instanceof ApiError ? error.message : T.loadFailed });
      },
    );
    return () => controller.abort();
  }, [id]);
  return loaded && loaded.id === id ? loaded : null;
}

type EditModalOf = EditModalProps & {
  call: EditCall;
  title: string;
  kindOf: (record: ObituaryRecord) => ObituaryFormKind;
};

/**
 * A closed modal keeps nothing: each opening reads the record afresh and starts its form from it. (Kept, the
 * record read at the first opening filled the form again at the next one: after a save, the values from
 * before it, which a second 'Salva' wrote back.)
 */
function EditModal(props: EditModalOf) {
  if (props.deceasedId === null) return null;
  return <EditModalBody {...props} />;
}

function EditModalBody({ deceasedId, onClose, onSaved, call, title, kindOf }: EditModalOf) {
  const loaded = useRecord(deceasedId);
  const asAdmin = useSession((state) => state.user?.permissions.platformAccess === 1);
  const record = loaded?.record ?? null;
  const kind = record ? kindOf(record) : 'tombstone';
  return (
    <Dialog open={deceasedId !== null} onClose={onClose} title={title} fullScreen closeOnBackdrop={false}>
      {!loaded && <Spinner label={MESSAGES.loading} />}
      {loaded?.error && (
        <p className="rc-field__error" role="alert">
          {loaded.error}
        </p>
      )}
      {record && deceasedId !== null && (
        <ObituaryForm
          key={record.ID}
          kind={kind}
          mode="edit"
          asAdmin={asAdmin}
          initialValues={valuesOfRecord(record)}
          saved={{
            photo: record.photo,
            lapidePhoto: record.lapidePhoto,
            manifesto: record.manifestImage,
            customManifesto: record.manifestCustom,
          }}
          successText={T.deceasedEdited}
          send={(values, onProgress, edits) =>
            editRecord(call, editBody(call, deceasedId, values, kind, { asAdmin, ...edits }), onProgress)
          }
          onClose={() => {
            onClose();
            onSaved();
          }}
        />
      )}
    </Dialog>
  );
}

/**
 * The full edit of a record as the full-screen modal 'Aggiungi defunto' (spec panels §2): person, notice and
 * manifesto, tombstone, as far as the record carries them (editDeceasedAndObituary).
 */
export function EditObituaryModal(props: EditModalProps) {
  return <EditModal {...props} call="editDeceasedAndObituary" title={T.editTitle} kindOf={kindOfRecord} />;
}

/** 'Modifica necrologio' (obituaryModify): the person, the manifesto, funeral and referring places. */
export function ObituaryModifyModal(props: EditModalProps) {
  return <EditModal {...props} call="obituaryModify" title={T.editNotice} kindOf={() => 'notice'} />;
}

/** 'Modifica defunto' (deceasedModify): the person, the tombstone photo, referring places, partner. */
export function DeceasedModifyModal(props: EditModalProps) {
  return <EditModal {...props} call="deceasedModify" title={T.editDeceased} kindOf={() => 'tombstone'} />;
}

/**
 * The row actions 'Modifica necrologio' and 'Modifica defunto' of a panel list (partner #deceased and #pages,
 * admin #necrologi): which record each modal edits, and the two modals, reloading the list after a save.
 */
export function useModifyModals(reload: () => void) {
  const [notice, setNotice] = useState<number | null>(null);
  const [deceased, setDeceased] = useState<number | null>(null);
  return {
    onEditNotice: (row: { ID: number }) => setNotice(row.ID),
    onEditDeceased: (row: { ID: number }) => setDeceased(row.ID),
    modals: (
      <>
        <ObituaryModifyModal deceasedId={notice} onClose={() => setNotice(null)} onSaved={reload} />
        <DeceasedModifyModal deceasedId={deceased} onClose={() => setDeceased(null)} onSaved={reload} />
      </>
    ),
  };
}
