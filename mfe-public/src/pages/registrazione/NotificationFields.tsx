// The registration form's optional obituary notifications (spec public §3): the box, then how often and for
// which zones.
import {
  Checkbox,
  NotificationFrequencySelect,
  NotificationZonesPicker,
  type NotificationFrequency,
} from '@ricordo/shared-design';
import { TEXTS } from '../../common/texts';
import { FIELD_IDS } from './registration-field-ids';
import type { RegistrationForm } from './useRegistrationForm';

/** Frequencies of an account's zone notifications (spec public §3); 'never' is the unticked box. */
const FREQUENCIES: readonly NotificationFrequency[] = ['realtime', 'daily', 'weekly'];

export function NotificationFields({ form }: { form: RegistrationForm }) {
  const { values, errors, change } = form;
  return (
    <>
      <Checkbox
        label={TEXTS.wantsNotifications}
        name="activeNotification"
        checked={values.activeNotification}
        onChange={(event) => change({ activeNotification: event.target.checked }, ['zones'])}
      />
      {values.activeNotification && (
        <div className="pub-notifications">
          <NotificationFrequencySelect
            value={values.frequency}
            onChange={(frequency) => change({ frequency })}
            frequencies={FREQUENCIES}
          />
          <NotificationZonesPicker
            id={FIELD_IDS.zones}
            value={values.zones}
            error={errors.zones}
            onChange={(zones) => change({ zones }, ['zones'])}
          />
        </div>
      )}
    </>
  );
}
