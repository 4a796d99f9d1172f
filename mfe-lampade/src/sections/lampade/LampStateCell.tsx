// A lamp's state as the panel shows it (spec panels §4): icon, 'Accesa' / 'Spenta' / 'In anomalia', and
// 'in attesa' while a change waits for the lamp's confirmation.
import { Chip, lampIcon } from '@ricordo/shared-design';
import { lampState, STATE_LABELS } from '@ricordo/shared-design/back-office';
import type { Lamp } from './lampade-api';
import { LAMPADE_TEXTS as T } from './lampade-texts';

export function LampStateCell({ lamp }: { lamp: Lamp }) {
  const state = lampState(lamp.statoLampadaEffettivo);
  const icon = lampIcon(lamp.statoLampadaEffettivo, lamp.statoLampadaApplicato);
  return (
    <span className="lamp-state" data-lamp-state={state}>
      <span className={`lamp-icon lamp-icon--${icon}`} aria-hidden="true" />
      <span>{STATE_LABELS[state]}</span>
      {lamp.inAttesa && (
        <span title={T.pendingHint}>
          {' '}
          <Chip tone="warning">{T.pending}</Chip>
        </span>
      )}
    </span>
  );
}
