// 'Visibilità della pagina' of one page (docs/contracts.md "Page privacy"): 'Pubblica', 'Solo con il link' or
// 'Privata', each explained; the owner may choose any, a manager only a narrower one (the server checks it
// too). While 'Solo con il link': the secret link, 'Copia il link' and 'Crea un nuovo link'.
import { useState, type SyntheticEvent } from 'react';
import {
  ApiError,
  api,
  Button,
  Dialog,
  FormMessage,
  MESSAGES,
  RadioGroup,
  Spinner,
  TextField,
  toast,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { PRIVACY_ORDER, PRIVACY_TEXTS as T, type PagePrivacy } from './privacy-texts';

export interface PagePrivacyDialogProps {
  deceasedId: number;
  name: string;
  onClose: () => void;
}

const failureText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : MESSAGES.unexpected;

export function PagePrivacyDialog({ deceasedId, name, onClose }: PagePrivacyDialogProps) {
  const path = { id: String(deceasedId) };
  const current = useApiData('pagePrivacy', { path });
  const [chosen, setChosen] = useState<PagePrivacy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = current.data;
  const value = chosen ?? data?.privacy ?? null;

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      if (answer.message) toast(answer.message, 'success');
      setChosen(null);
      current.reload();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast(T.copied, 'success');
    } catch {
      toast(T.copyFailed, 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} title={T.title(name)} className="client-privacy-dialog">
      {current.loading && <Spinner label={MESSAGES.loading} />}
      {current.error && <FormMessage>{current.error}</FormMessage>}
      {data && value && (
        <>
          <RadioGroup
            legend={T.legend}
            name={`privacy-${deceasedId}`}
            value={value}
            onChange={(next) => setChosen(next as PagePrivacy)}
            hint={data.mayWiden ? T.qrNote : `${T.qrNote} ${T.managerNote}`}
            options={PRIVACY_ORDER.map((option) => ({
              value: option,
              disabled: !data.mayWiden && PRIVACY_ORDER.indexOf(option) < PRIVACY_ORDER.indexOf(data.privacy),
              label: (
                <>
                  <strong>{T.options[option]}</strong>
                  <span className="client-privacy-explanation"> — {T.explanations[option]}</span>
                </>
              ),
            }))}
          />
          {error && <FormMessage>{error}</FormMessage>}
          <Button
            disabled={busy || value === data.privacy}
            onClick={() => void run(() => api.call('setPagePrivacy', { path, body: { privacy: value } }))}
          >
            {T.save}
          </Button>
          {data.privacy === 'link' && data.link && (
            <div className="client-privacy-link">
              <TextField
                label={T.link}
                value={data.link}
                readOnly
                onFocus={(event) => event.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy(data.link as string)}>
                {T.copy}
              </Button>{' '}
              <Button
                variant="secondary"
                disabled={busy}
                aria-describedby={`privacy-rotate-${deceasedId}`}
                onClick={() => void run(() => api.call('rotatePageLink', { path }))}
              >
                {T.rotate}
              </Button>
              <p id={`privacy-rotate-${deceasedId}`} className="client-privacy-explanation">
                {T.rotateHint}
              </p>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}

/** A control inside a clickable row: its clicks and keys are its own, not the row's (which opens the page). */
const own = (event: SyntheticEvent) => event.stopPropagation();

/** 'Visibilità' in a page's row, and its dialog. */
export function PagePrivacyButton({ deceasedId, name }: { deceasedId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <span onClick={own} onKeyDown={own}>
      <Button variant="secondary" aria-label={T.openOf(name)} onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      {open && <PagePrivacyDialog deceasedId={deceasedId} name={name} onClose={() => setOpen(false)} />}
    </span>
  );
}
