// The activation form's dialogs: the question before sending without a photo (spec public §5), the
// upload's failure (spec public §8 "Activation failure") and the login of a visitor who has an account.
import { Button, ConfirmDialog, Dialog, MESSAGES } from '@ricordo/shared-design';
import { LoginDialog } from '../buy-qrCode/LoginDialog';
import { focusField } from './activation-rules';
import { ACTIVATION_TEXTS } from './activation-texts';

interface ActivationDialogsProps {
  askNoPhoto: boolean;
  /** Answer to the no-photo question: true sends without one, false goes back to the photo. */
  onNoPhoto: (send: boolean) => void;
  failure: string | null;
  onCloseFailure: () => void;
  loginOpen: boolean;
  onCloseLogin: () => void;
}

export function ActivationDialogs(props: ActivationDialogsProps) {
  const { askNoPhoto, onNoPhoto, failure, onCloseFailure, loginOpen, onCloseLogin } = props;
  return (
    <>
      <ConfirmDialog
        open={askNoPhoto}
        message={ACTIVATION_TEXTS.noPhotoConfirm}
        onCancel={() => {
          onNoPhoto(false);
          window.setTimeout(() => focusField('photo', {}), 0);
        }}
        onConfirm={() => onNoPhoto(true)}
      />
      <Dialog
        open={failure !== null}
        onClose={onCloseFailure}
        title={MESSAGES.error}
        description={failure ?? undefined}
        actions={<Button onClick={onCloseFailure}>{MESSAGES.close}</Button>}
      />
      <LoginDialog open={loginOpen} onClose={onCloseLogin} />
    </>
  );
}
