// The memorial service form (spec public §4 "Memorial flow", §5 "Memorial"; spec panels §2 "Memorial
// forms", §5 "Memorial"): one of my deceased, biography, up to 10 photos and 1 video, the price; then the
// upload with its progress, the payment modal, and /Conferma.
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  Dialog,
  FormMessage,
  MESSAGES,
  RichTextEditor,
  Spinner,
  formatEuro,
} from '@ricordo/shared-design';
import { PaymentModal } from '../../common/payment';
// The editor's three fonts and the classes a saved biography comes back with.
import '@ricordo/shared-design/rich-text.css';
import { DeceasedChoice } from './DeceasedChoice';
import { IDS } from './memorial-field-ids';
import { confirmationPath } from './memorial-rules';
import { MEMORIAL_TEXTS } from './memorial-texts';
import { MemorialMediaFields } from './MemorialMediaFields';
import { useMemorialServiceForm } from './useMemorialServiceForm';
import './memorial-service.css';

export interface MemorialServiceFormProps {
  userId: number;
  /** The account's e-mail: the list is asked by it (spec public §7 getDeceasedByOwner), else by id. */
  email: string | null;
  /** `?deceasedSelected=` of /memorial-activate. */
  preselected: number | null;
}

export function MemorialServiceForm({ userId, email, preselected }: MemorialServiceFormProps) {
  const navigate = useNavigate();
  const form = useMemorialServiceForm({ userId, email, preselected });
  const { list, deceasedId, errors, progress, order } = form;

  if (form.loadError) {
    return (
      <section className="pub-card-page">
        <h1>{MEMORIAL_TEXTS.title}</h1>
        <FormMessage>{form.loadError}</FormMessage>
        <Button variant="secondary" onClick={form.retry}>
          {MESSAGES.retry}
        </Button>
      </section>
    );
  }
  if (list === null) {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }

  return (
    <>
      <form
        className="pub-card-page pub-form pub-memorial-service"
        noValidate
        aria-labelledby="pub-memorial-service-title"
        onSubmit={form.submit}
      >
        <h1 id="pub-memorial-service-title">{MEMORIAL_TEXTS.title}</h1>
        <p>{MEMORIAL_TEXTS.intro}</p>
        <DeceasedChoice
          list={list}
          value={deceasedId}
          error={errors.deceased}
          onChange={form.chooseDeceased}
        />
        {form.renewal && (
          <p className="pub-notice" role="status">
            {MEMORIAL_TEXTS.renewal}
          </p>
        )}
        <RichTextEditor
          id={IDS.biography}
          label={MEMORIAL_TEXTS.biography}
          hint={MEMORIAL_TEXTS.biographyHint}
          required
          value={form.biography}
          error={errors.biography}
          onChange={form.changeBiography}
        />
        <MemorialMediaFields {...form.media} />
        <p className="pub-memorial-price">
          {MEMORIAL_TEXTS.price} <strong data-testid="memorial-price">{formatEuro(form.price)}</strong>
        </p>
        {progress !== null && (
          <div className="rc-field">
            <label htmlFor="memorial-upload-progress">{MEMORIAL_TEXTS.uploading(progress)}</label>
            <progress id="memorial-upload-progress" max={100} value={progress} />
          </div>
        )}
        <Button type="submit" loading={progress !== null} disabled={list.length === 0} fullWidth>
          {MESSAGES.proceed}
        </Button>
      </form>
      <ConfirmDialog
        open={form.askNoMedia}
        message={MESSAGES.noMediaConfirm}
        onCancel={() => form.answerNoMedia(false)}
        onConfirm={() => form.answerNoMedia(true)}
      />
      <Dialog
        open={form.failure !== null}
        onClose={form.closeFailure}
        title={MESSAGES.error}
        description={form.failure ?? undefined}
        actions={<Button onClick={form.closeFailure}>{MESSAGES.close}</Button>}
      />
      {order && deceasedId !== null && (
        <PaymentModal
          order={order}
          onPaid={() => void navigate(confirmationPath(deceasedId, order.orderid))}
        />
      )}
    </>
  );
}
