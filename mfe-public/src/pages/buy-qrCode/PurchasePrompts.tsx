// The purchase form's dialogs: login (an account already has the e-mail or phone), the prior purchase
// question (register or go on without), and a failure the fields cannot show.
import { Button, Dialog, MESSAGES } from '@ricordo/shared-design';
import { BUY_TEXTS } from './buy-texts';
import { LoginDialog } from './LoginDialog';

export type PurchasePrompt =
  | { kind: 'login'; notice: string | null; username: string }
  | { kind: 'prior-purchase'; message: string }
  | { kind: 'error'; message: string };

export interface PurchasePromptsProps {
  prompt: PurchasePrompt | null;
  onClose: () => void;
  /** 'Continua senza registrarti' */
  onContinueWithout: () => void;
  /** 'Registrati' */
  onRegister: () => void;
}

export function PurchasePrompts({ prompt, onClose, onContinueWithout, onRegister }: PurchasePromptsProps) {
  return (
    <>
      <LoginDialog
        open={prompt?.kind === 'login'}
        notice={prompt?.kind === 'login' ? prompt.notice : null}
        username={prompt?.kind === 'login' ? prompt.username : ''}
        onClose={onClose}
      />
      <Dialog
        open={prompt?.kind === 'prior-purchase'}
        onClose={onClose}
        title={MESSAGES.attention}
        description={prompt?.kind === 'prior-purchase' ? prompt.message : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={onContinueWithout}>
              {BUY_TEXTS.continueWithout}
            </Button>
            <Button onClick={onRegister}>{BUY_TEXTS.registerButton}</Button>
          </>
        }
      />
      <Dialog
        open={prompt?.kind === 'error'}
        onClose={onClose}
        title={MESSAGES.error}
        description={prompt?.kind === 'error' ? prompt.message : undefined}
        actions={<Button onClick={onClose}>{MESSAGES.close}</Button>}
      />
    </>
  );
}
