// The username made from name and surname (registration, a purchase with registration, plaque
// activation): read-only, with the 'checking' hint while it is being made and the spec's message when it is
// too short or taken.
import { TextField } from '@ricordo/shared-design';
import { usernameMessage } from '../../pages/registrazione/registration-rules';
import type { UsernameStatus } from '../../pages/registrazione/useGeneratedUsername';
import { TEXTS } from '../texts';

export interface GeneratedUsernameFieldProps {
  id: string;
  username: string;
  status: UsernameStatus;
  /** A message of the form's own (a check on submit, the server's answer), shown before the live one. */
  error?: string | null;
}

export function GeneratedUsernameField({ id, username, status, error }: GeneratedUsernameFieldProps) {
  const making = status === 'suggesting' || status === 'checking';
  return (
    <TextField
      id={id}
      label={TEXTS.username}
      name="username"
      autoComplete="username"
      readOnly
      value={username}
      hint={making ? TEXTS.checkingUsername : TEXTS.usernameHint}
      error={error || usernameMessage(status)}
    />
  );
}
