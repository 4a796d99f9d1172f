// The partner page editor (spec panels §2 "Partner page editor", §7 partnerEdit): name, description and
// logo of the partner's public page, each saved on its own; the page opens in a new tab to check it.
import { useEffect, useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  FilePicker,
  FormMessage,
  MESSAGES,
  RichTextEditor,
  Spinner,
  TextField,
  toast,
} from '@ricordo/shared-design';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';

type Field = 'name' | 'description' | 'edit-logo';

interface Page {
  ID: number;
  name: string;
  description: string | null;
  logo: string | null;
}

export interface PartnerPageEditorProps {
  /** An admin names the partner; a partner edits its own page (ownPartnerPage). */
  partnerId?: number;
}

export function PartnerPageEditor({ partnerId }: PartnerPageEditorProps) {
  const [page, setPage] = useState<Page | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [logo, setLogo] = useState<File[]>([]);
  const [saving, setSaving] = useState<Field | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    const controller = new AbortController();
    const load =
      partnerId === undefined
        ? api.call('ownPartnerPage', { signal: controller.signal })
        : api.call('getPartnerPage', { path: { id: String(partnerId) }, signal: controller.signal });
    load
      .then((answer) => {
        setPage(answer.data);
        setName(answer.data.name);
        setDescription(answer.data.description ?? '');
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(failure instanceof ApiError ? failure.message : MESSAGES.unexpected);
      });
    return () => controller.abort();
  }, [partnerId]);

  if (loadError) return <FormMessage>{loadError}</FormMessage>;
  if (!page) return <Spinner />;

  async function save(field: Field, content: string | File) {
    if (!page) return;
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    const body = new FormData();
    body.append('partnerid', String(page.ID));
    body.append('edit-type', field);
    if (content instanceof File) body.append('file', content);
    else body.append('content', content);
    setSaving(field);
    try {
      const answer = await api.call('partnerEdit', { body });
      toast(answer.message || TEXTS.saved, 'success');
      if (field === 'edit-logo') setLogo([]);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : MESSAGES.unexpected;
      setErrors((previous) => ({ ...previous, [field]: message }));
    } finally {
      setSaving(null);
    }
  }

  const empty = (field: Field) => setErrors((previous) => ({ ...previous, [field]: TEXTS.emptyField }));
  const textHasContent = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

  function submitName(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) empty('name');
    else void save('name', name.trim());
  }

  function submitDescription(event: FormEvent) {
    event.preventDefault();
    if (!textHasContent(description)) empty('description');
    else void save('description', description);
  }

  function submitLogo(event: FormEvent) {
    event.preventDefault();
    if (!logo[0]) empty('edit-logo');
    else void save('edit-logo', logo[0]);
  }

  return (
    <div className="rc-partner-page-editor">
      <p>
        <a href={`/partner-page?${page.ID}`} target="_blank" rel="noopener">
          {TEXTS.viewPage}
        </a>
      </p>
      <form onSubmit={submitName} noValidate>
        <TextField
          label={TEXTS.name}
          value={name}
          maxLength={200}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={saving === 'name'}>
          {TEXTS.save}
        </Button>
      </form>
      <form onSubmit={submitDescription} noValidate>
        <RichTextEditor
          label={TEXTS.description}
          value={description}
          error={errors.description}
          onChange={setDescription}
        />
        <Button type="submit" loading={saving === 'description'}>
          {TEXTS.save}
        </Button>
      </form>
      <form onSubmit={submitLogo} noValidate>
        <FilePicker
          label={TEXTS.logo}
          kind="photo"
          value={logo}
          onChange={setLogo}
          error={errors['edit-logo']}
        />
        <Button type="submit" loading={saving === 'edit-logo'}>
          {TEXTS.uploadLogo}
        </Button>
      </form>
    </div>
  );
}
