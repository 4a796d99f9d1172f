// 'Preferenze notifiche' (spec public §3 "Notification preference", panels §7): whether to hear about new
// obituaries, how often, and in which zones. POST /api/account/modifyContactPreferece (sic).
import { useRef, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  Checkbox,
  completeZones,
  FormMessage,
  MESSAGES,
  NotificationFrequencySelect,
  NotificationZonesPicker,
  rememberContactPreference,
  toast,
  useSession,
  validateNotificationZones,
  type NotificationFrequency,
  type NotificationZone,
  type UserData,
} from '@ricordo/shared-design';
import { useFocusFirstError } from '../hooks/focus-first-error';

export function NotificationPreferenceForm() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return <NotificationPreferenceFields user={user} />;
}

function NotificationPreferenceFields({ user }: { user: UserData }) {
  const preference = user.notificationPreference;
  const [active, setActive] = useState(preference?.activeNotification ?? false);
  const [frequency, setFrequency] = useState<NotificationFrequency>(
    preference?.notificationFrequency ?? 'daily',
  );
  const [zones, setZones] = useState<NotificationZone[]>(preference?.notificationList ?? []);
  const [zonesError, setZonesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // spec public §5: notifications on need at least one zone.
    const missing = active ? validateNotificationZones(zones) : null;
    setZonesError(missing);
    if (missing) {
      focusError.request();
      return;
    }
    setSaving(true);
    try {
      const preference = {
        activeNotification: active,
        notificationFrequency: frequency,
        notificationList: completeZones(zones),
      };
      const answer = await api.call('modifyContactPreferece', { body: preference });
      // spec public §3: the contact preference (zones and time) is also kept locally.
      rememberContactPreference(preference);
      toast(answer.message || MESSAGES.changesSaved, 'success');
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Preferenze notifiche">
      <Checkbox
        role="switch"
        label="Avvisami quando viene pubblicato un necrologio nelle mie zone"
        checked={active}
        onChange={(event) => {
          setActive(event.target.checked);
          if (!event.target.checked) setZonesError(null);
        }}
      />
      <NotificationFrequencySelect value={frequency} onChange={setFrequency} disabled={!active} />
      <NotificationZonesPicker
        value={zones}
        onChange={(next) => {
          setZones(next);
          if (zonesError) setZonesError(active ? validateNotificationZones(next) : null);
        }}
        error={zonesError}
        hint="Per ogni zona scegli la regione; provincia, comune e CAP sono facoltativi (Tutti)."
      />
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="rc-form-actions">
        <Button type="submit" loading={saving}>
          Salva preferenze
        </Button>
      </div>
    </form>
  );
}
