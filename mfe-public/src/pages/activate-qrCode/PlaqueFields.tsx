// The plaque: its code (filled in from the scan's ?code=) and the verification code, with what the server
// says early about the code.
import { Link } from 'react-router-dom';
import { TextField } from '@ricordo/shared-design';
import { ACTIVATION_TEXTS } from './activation-texts';
import { FIELD_IDS, type ActivationErrors } from './activation-rules';
import type { CodeState } from './useCodeCheck';

export interface PlaqueFieldsProps {
  qrCode: string;
  secureCode: string;
  errors: ActivationErrors;
  check: CodeState;
  onQrCode: (value: string) => void;
  onSecureCode: (value: string) => void;
}

/** The check's word about the code: a hint when it can be activated, a message (and a way on) otherwise. */
export function checkMessage(check: CodeState): {
  error: string | null;
  hint: string | null;
  link?: [string, string];
} {
  switch (check.status) {
    case 'available':
      return { error: null, hint: ACTIVATION_TEXTS.codeAvailable };
    case 'unknown':
      return { error: ACTIVATION_TEXTS.codeUnknown, hint: null };
    case 'pending':
      return { error: ACTIVATION_TEXTS.codePending, hint: null };
    case 'active':
      return {
        error: ACTIVATION_TEXTS.codeActive,
        hint: null,
        link: check.deceasedID
          ? [`/memorial?000${check.deceasedID}`, ACTIVATION_TEXTS.openMemorial]
          : undefined,
      };
    case 'expired':
      return {
        error: ACTIVATION_TEXTS.codeExpired,
        hint: null,
        link: ['/buy-qrCode', ACTIVATION_TEXTS.buyPlaque],
      };
    default:
      return { error: null, hint: null };
  }
}

export function PlaqueFields({
  qrCode,
  secureCode,
  errors,
  check,
  onQrCode,
  onSecureCode,
}: PlaqueFieldsProps) {
  const said = checkMessage(check);
  return (
    <fieldset className="pub-activate-group">
      <legend>{ACTIVATION_TEXTS.plaqueSection}</legend>
      <TextField
        id={FIELD_IDS.qrCode}
        label={ACTIVATION_TEXTS.qrCode}
        name="qrCode"
        required
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={qrCode}
        error={errors.qrCode ?? said.error}
        hint={said.hint ?? ACTIVATION_TEXTS.qrCodeHint}
        onChange={(event) => onQrCode(event.target.value)}
      />
      {said.link && !errors.qrCode && (
        <p className="pub-activate-check-link">
          <Link to={said.link[0]}>{said.link[1]}</Link>
        </p>
      )}
      <TextField
        id={FIELD_IDS.secureCode}
        label={ACTIVATION_TEXTS.secureCode}
        name="secureCode"
        required
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={secureCode}
        error={errors.secureCode}
        hint={ACTIVATION_TEXTS.secureCodeHint}
        onChange={(event) => onSecureCode(event.target.value)}
      />
    </fieldset>
  );
}
