// The two password fields of the reset and complete-registration pages (spec public §5): at least 8
// characters ('La password deve contenere almeno 8 caratteri'), both equal ('Le password non coincidono').
import { PasswordField, password as passwordRule, passwordsMatch, required } from '@ricordo/shared-design';
import { TEXTS } from './texts';

export interface PasswordPairValue {
  password: string;
  confirmation: string;
}

export interface PasswordPairErrors {
  password?: string | null;
  confirmation?: string | null;
}

export function checkPasswordPair({ password, confirmation }: PasswordPairValue): PasswordPairErrors {
  return {
    password: required(password) ?? passwordRule(password),
    confirmation: required(confirmation) ?? passwordsMatch(password, confirmation),
  };
}

export function PasswordPair({
  value,
  errors,
  onChange,
  firstLabel = TEXTS.newPassword,
}: {
  value: PasswordPairValue;
  errors: PasswordPairErrors;
  onChange: (value: PasswordPairValue) => void;
  firstLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={firstLabel}
        name="new-password"
        autoComplete="new-password"
        value={value.password}
        error={errors.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <PasswordField
        label={TEXTS.confirmPassword}
        name="confirm-password"
        autoComplete="new-password"
        value={value.confirmation}
        error={errors.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
      />
    </>
  );
}
