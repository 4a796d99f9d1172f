// The partner page editor (spec panels §2 "Partner page editor", §7 partnerEdit): the partner's own page, or
// for an admin the one named. Name and description in the 'edit field' modal, the logo in the 'edit logo'
// modal, photos (with the lightbox viewer), the video and the social links; the 'Visualizza pagina' icon
// opens the public page, which shows each change at once, in a new tab.
import { useState } from 'react';
import { Button, FormMessage, Spinner } from '@ricordo/shared-design';
import '@ricordo/shared-design/rich-text.css';
import { EditFieldDialog, type EditableField } from './EditFieldDialog';
import { EditLogoDialog } from './EditLogoDialog';
import { PartnerGalleryEditor } from './PartnerGalleryEditor';
import { PARTNER_PAGE_TEXTS as TEXTS } from './partner-page-texts';
import { PartnerSocialEditor } from './PartnerSocialEditor';
import { PartnerVideoEditor } from './PartnerVideoEditor';
import { usePartnerPage } from './use-partner-page';
import './partner-page-editor.css';

export interface PartnerPageEditorProps {
  /** An admin names the partner; a partner edits its own page (ownPartnerPage). */
  partnerId?: number;
}

/** The description's words, for the summary (the HTML itself is edited in the modal). */
function plainText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

export function PartnerPageEditor({ partnerId }: PartnerPageEditorProps) {
  const { page, loadError, reload } = usePartnerPage(partnerId);
  const [field, setField] = useState<EditableField | null>(null);
  const [logoOpen, setLogoOpen] = useState(false);

  if (loadError) return <FormMessage>{loadError}</FormMessage>;
  if (!page) return <Spinner />;
  const description = plainText(page.description);

  return (
    <div className="rc-partner-page-editor">
      <p>
        <a
          className="rc-partner-page-editor__view"
          href={`/partner-page?${page.ID}`}
          target="_blank"
          rel="noopener"
          aria-label={TEXTS.viewPage}
          title={TEXTS.viewPage}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3ZM5 5h6v2H7v10h10v-4h2v6H5V5Z"
            />
          </svg>
          <span>{TEXTS.viewPage}</span>
        </a>
      </p>

      <section className="rc-partner-page-editor__block" aria-labelledby="rc-partner-data-title">
        <h3 id="rc-partner-data-title">{TEXTS.editorTitle}</h3>
        <div className="rc-partner-page-editor__row">
          <strong>{TEXTS.name}:</strong>
          <span className="rc-partner-page-editor__text" data-testid="partner-page-name">
            {page.name}
          </span>
          <Button variant="text" onClick={() => setField('name')}>
            {TEXTS.editName}
          </Button>
        </div>
        <div className="rc-partner-page-editor__row">
          <strong>{TEXTS.description}:</strong>
          <span className="rc-partner-page-editor__text">{description || '—'}</span>
          <Button variant="text" onClick={() => setField('description')}>
            {TEXTS.editDescription}
          </Button>
        </div>
        <div className="rc-partner-page-editor__row">
          <strong>{TEXTS.logo}:</strong>
          {page.logo ? (
            <img
              className="rc-partner-page-editor__logo"
              src={page.logo}
              alt={`${TEXTS.logo} ${page.name}`}
            />
          ) : (
            <span>{TEXTS.noLogo}</span>
          )}
          <Button variant="text" onClick={() => setLogoOpen(true)}>
            {TEXTS.editLogo}
          </Button>
        </div>
      </section>

      <PartnerGalleryEditor partnerId={page.ID} images={page.media} onChanged={reload} />
      <PartnerVideoEditor partnerId={page.ID} video={page.video} onChanged={reload} />
      <PartnerSocialEditor key={page.ID} partnerId={page.ID} links={page.social} onChanged={reload} />

      <EditFieldDialog
        partnerId={page.ID}
        field={field}
        value={field === 'description' ? (page.description ?? '') : page.name}
        onClose={() => setField(null)}
        onSaved={() => void reload()}
      />
      <EditLogoDialog
        partnerId={page.ID}
        open={logoOpen}
        onClose={() => setLogoOpen(false)}
        onSaved={() => void reload()}
      />
    </div>
  );
}
