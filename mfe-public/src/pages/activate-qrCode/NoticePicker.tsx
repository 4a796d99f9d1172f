// A partner starts from one of its notices (spec public §6 "Partner: may take data from an existing obituary
// on activation"): the notice fills the form and becomes the tombstone page on confirmation.
import { Select } from '@ricordo/shared-design';
import type { ActivationNotice } from './activation-api';
import { ACTIVATION_TEXTS } from './activation-texts';
import { FIELD_IDS } from './activation-rules';

export interface NoticePickerProps {
  notices: ActivationNotice[];
  value: number | null;
  error?: string | null;
  onChange: (notice: ActivationNotice | null) => void;
}

export function NoticePicker({ notices, value, error, onChange }: NoticePickerProps) {
  return (
    <fieldset className="pub-activate-group">
      <legend>{ACTIVATION_TEXTS.noticeSection}</legend>
      <Select
        id={FIELD_IDS.obituaryId}
        label={ACTIVATION_TEXTS.notice}
        hint={ACTIVATION_TEXTS.noticeHint}
        placeholder={ACTIVATION_TEXTS.noticeNone}
        options={notices.map((notice) => ({
          value: String(notice.ID),
          label: `${notice.name} ${notice.surname}${notice.dateOfDeath ? ` (${notice.dateOfDeath.split('-').reverse().join('/')})` : ''}`,
        }))}
        value={value === null ? '' : String(value)}
        error={error}
        onChange={(event) =>
          onChange(notices.find((notice) => String(notice.ID) === event.target.value) ?? null)
        }
      />
    </fieldset>
  );
}
