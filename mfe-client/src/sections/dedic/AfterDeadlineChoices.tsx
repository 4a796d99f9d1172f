// #dedic: each page's choice of what happens to a dedication nobody decided within the deadline
// (GET / POST /api/account/dedications/moderation; docs/contracts.md "Dedications", "Moderation deadline").
// The reminder comes after 48 hours; after 7 days the page's choice decides: 'Pubblica automaticamente'
// (text and signature shown) or 'Lascia scadere' (shown anonymously as a refused dedication is).
import { useState } from 'react';
import {
  api,
  ApiError,
  Button,
  FormMessage,
  MESSAGES,
  RadioGroup,
  toast,
  type CallBody,
  type Schema,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';

type AfterDeadline = Schema<'PageModerationDto'>['afterDeadline'];
type PageChoice = Schema<'PageModerationDto'>;

export const AFTER_DEADLINE_TEXTS = {
  title: (days: number) => `Se non decidi entro ${days} giorni`,
  intro: (hours: number, days: number) =>
    `Ti ricorderemo le dediche ancora in attesa dopo ${hours} ore. Per ogni lapide digitale puoi scegliere che cosa succede a una dedica che dopo ${days} giorni non hai ancora valutato; chi l'ha lasciata riceve un messaggio in entrambi i casi.`,
  publish: 'Pubblica automaticamente',
  publishHint: 'La dedica compare con il suo testo, la firma e la foto o il video.',
  lapse: 'Lascia scadere',
  lapseHint:
    'La dedica compare in forma anonima e senza testo, come una dedica rifiutata: foto e video diventano fiori virtuali.',
  saved: 'Le modifiche sono state apportate con successo',
} as const;

function choose(deceasedId: number, afterDeadline: AfterDeadline) {
  const body = { deceasedId, afterDeadline } as unknown as CallBody<'setDedicationModeration'>;
  return api.call('setDedicationModeration', { body });
}

function PageChoiceField({ page }: { page: PageChoice }) {
  const [value, setValue] = useState<AfterDeadline>(page.afterDeadline);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: string) => {
    if (next !== 'publish' && next !== 'lapse') return;
    const before = value;
    setValue(next);
    setSaving(true);
    setError(null);
    try {
      const answer = await choose(page.ID, next);
      toast(answer.message || AFTER_DEADLINE_TEXTS.saved, 'success');
    } catch (failure) {
      setValue(before);
      setError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
    } finally {
      setSaving(false);
    }
  };
  return (
    <RadioGroup
      legend={`${page.name} ${page.surname}`}
      name={`after-deadline-${page.ID}`}
      value={value}
      onChange={(next) => void change(next)}
      error={error}
      options={[
        {
          value: 'publish',
          disabled: saving,
          label: (
            <>
              {AFTER_DEADLINE_TEXTS.publish}
              <span className="rc-field__hint"> — {AFTER_DEADLINE_TEXTS.publishHint}</span>
            </>
          ),
        },
        {
          value: 'lapse',
          disabled: saving,
          label: (
            <>
              {AFTER_DEADLINE_TEXTS.lapse}
              <span className="rc-field__hint"> — {AFTER_DEADLINE_TEXTS.lapseHint}</span>
            </>
          ),
        },
      ]}
    />
  );
}

/** The block under the pending dedications; nothing when the client has no page. */
export function AfterDeadlineChoices() {
  const answer = useApiData('dedicationModeration', {});
  if (answer.error)
    return (
      <>
        <FormMessage>{answer.error}</FormMessage>
        <Button variant="secondary" onClick={answer.reload}>
          {MESSAGES.retry}
        </Button>
      </>
    );
  if (!answer.data || answer.data.pages.length === 0) return null;
  const { pages, deadlineDays, reminderHours } = answer.data;
  return (
    <section aria-labelledby="after-deadline-title" className="after-deadline">
      <h3 id="after-deadline-title" className="panel-section-title">
        {AFTER_DEADLINE_TEXTS.title(deadlineDays)}
      </h3>
      <p className="rc-field__hint">{AFTER_DEADLINE_TEXTS.intro(reminderHours, deadlineDays)}</p>
      {pages.map((page) => (
        <PageChoiceField key={page.ID} page={page} />
      ))}
    </section>
  );
}
