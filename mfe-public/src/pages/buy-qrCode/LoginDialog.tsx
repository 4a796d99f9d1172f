// The login dialog of the order pages (spec public §8 "Purchase": an e-mail or phone of an account "opens
// the login dialog"; §6: memorial pages need login). It logs in through the kit's session store and
// stays on the page, so a half-filled form is kept and is then prefilled from the account.
import { useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, Dialog, MESSAGES, toast, useSession, type UserData } from '@ricordo/shared-design';
import { LoginForm } from '../../common/forms/LoginForm';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once logged in; the dialog closes itself. */
  onLoggedIn?: (user: UserData) => void;
  /** A message above the fields (the server's reason for asking). */
  notice?: string | null;
  /** Username or e-mail to fill in. */
  username?: string;
}

export function LoginDialog({ open, onClose, onLoggedIn, notice, username = '' }: LoginDialogProps) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={MESSAGES.login}
      initialFocus={username ? passwordRef : nameRef}
    >
      <DialogLoginForm
        onClose={onClose}
        onLoggedIn={onLoggedIn}
        notice={notice}
        username={username}
        nameRef={nameRef}
        passwordRef={passwordRef}
      />
    </Dialog>
  );
}

/** The dialog's form; mounted at each opening, so it starts from the handed username. */
function DialogLoginForm({
  onClose,
  onLoggedIn,
  notice,
  username = '',
  nameRef,
  passwordRef,
}: Omit<LoginDialogProps, 'open'> & {
  nameRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
}) {
  const login = useSession((state) => state.login);

  const logIn = async (name: string, password: string) => {
    try {
      const user = await login(name, password);
      onLoggedIn?.(user);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.errorCode === 'BROKEN_ACCOUNT') {
        toast(failure.message, 'error');
        onClose();
      }
      throw failure;
    }
  };

  return (
    <LoginForm
      className="pub-form"
      notice={notice}
      initialUsername={username}
      nameRef={nameRef}
      passwordRef={passwordRef}
      links={
        <p className="pub-muted">
          <Link to="/forgot-password" target="_blank" rel="noopener">
            Password dimenticata?
          </Link>
        </p>
      }
      onLogin={logIn}
    />
  );
}
