// The social links of the partner page (spec panels §3): five web addresses saved together ('social' edit);
// an empty field removes its link, a wrong one shows the server's message beside it.
import { useState, type FormEvent } from 'react';
import { ApiError, Button, FormMessage, TextField, toast } from '@ricordo/shared-design';
import { editFailure, sendPartnerEdit } from './partner-edit-call';
import { PARTNER_PAGE_TEXTS as TEXTS, PARTNER_SOCIAL_NETWORKS } from './partner-page-texts';

export interface PartnerSocialEditorProps {
  partnerId: number;
  links: Array<{ network: string; url: string }>;
  onChanged: () => Promise<void>;
}

type Links = Record<string, string>;

export function PartnerSocialEditor({ partnerId, links, onChanged }: PartnerSocialEditorProps) {
  const [values, setValues] = useState<Links>(() =>
    Object.fromEntries(
      PARTNER_SOCIAL_NETWORKS.map(({ key }) => [key, links.find((link) => link.network === key)?.url ?? '']),
    ),
  );
  const [errors, setErrors] = useState<Links>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    setSaving(true);
    try {
      const content = JSON.stringify(
        Object.fromEntries(PARTNER_SOCIAL_NETWORKS.map(({ key }) => [key, values[key].trim()])),
      );
      toast((await sendPartnerEdit({ partnerId, type: 'social', content })) || TEXTS.saved, 'success');
      await onChanged();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      if (Object.keys(fields).some((key) => key in values)) setErrors({ ...fields });
      else setMessage(editFailure(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="rc-partner-page-editor__block" aria-labelledby="rc-partner-social-title">
      <h3 id="rc-partner-social-title">{TEXTS.social}</h3>
      <form onSubmit={submit} noValidate className="rc-partner-page-editor__form">
        <p>{TEXTS.socialHint}</p>
        {PARTNER_SOCIAL_NETWORKS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="url"
            inputMode="url"
            maxLength={300}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => setValues((previous) => ({ ...previous, [key]: event.target.value }))}
          />
        ))}
        {message && <FormMessage>{message}</FormMessage>}
        <Button type="submit" loading={saving}>
          {TEXTS.save}
        </Button>
      </form>
    </section>
  );
}
