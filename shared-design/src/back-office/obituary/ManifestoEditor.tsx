import { useEffect, useState } from 'react';
import {
  Button,
  FilePicker,
  MESSAGES,
  PHOTO_EXTENSIONS,
  Select,
  Spinner,
  TextArea,
  TextField,
} from '@ricordo/shared-design';
import { loadBackgrounds, loadSentences, type ManifestBackground, type SentenceGroup } from './obituary-api';
import { OBITUARY_TEXTS as T } from './obituary-texts';
import {
  MANIFEST_BLOCKS,
  withAge,
  type ManifestBlockName,
  type ManifestTextBlock,
  type ObituaryValues,
} from './obituary-values';
import type { ManifestoPreview } from './use-manifesto-preview';

/** The sentence group (GET sentences) suggested for each block (spec panels §3). */
const GROUP_OF_BLOCK: Record<ManifestBlockName, string> = {
  firstSentence: 'frasiAnni',
  family: 'riferimenti',
  thanks: 'ringraziamenti',
  funeralInfo: 'funerale',
  announce: 'annuncio',
};

/** spec panels §3: the default option of the suggestions, 'Consigliami una frase', has value -1. */
export const SUGGEST_VALUE = '-1';

interface BlockProps {
  name: ManifestBlockName;
  block: ManifestTextBlock;
  sentences: readonly string[];
  age: number | null;
  onChange: (block: ManifestTextBlock) => void;
  disabled?: boolean;
}

/** One text block: the text, its bold and red toggles and the suggested sentences. */
function ManifestBlock({ name, block, sentences, age, onChange, disabled }: BlockProps) {
  const label = T.blocks[name];
  const style = [block.bold ? 'rc-manifest-block--bold' : '', block.red ? 'rc-manifest-block--red' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="rc-manifest-block">
      <TextArea
        id={`manifest-${name}`}
        label={label}
        className={style || undefined}
        rows={2}
        value={block.value}
        disabled={disabled}
        onChange={(event) => onChange({ ...block, value: event.target.value })}
      />
      <div className="rc-manifest-block__tools">
        <Button
          variant="secondary"
          aria-pressed={block.bold}
          aria-label={T.toggleLabel(T.bold, label)}
          disabled={disabled}
          onClick={() => onChange({ ...block, bold: !block.bold })}
        >
          <strong>G</strong>
        </Button>
        <Button
          variant="secondary"
          aria-pressed={block.red}
          aria-label={T.toggleLabel(T.red, label)}
          disabled={disabled}
          onClick={() => onChange({ ...block, red: !block.red })}
        >
          <span className="rc-manifest-red">A</span>
        </Button>
        {sentences.length > 0 && (
          <Select
            id={`manifest-${name}-suggest`}
            label={T.suggestLabel(label)}
            value={SUGGEST_VALUE}
            disabled={disabled}
            options={[
              { value: SUGGEST_VALUE, label: T.suggest },
              ...sentences.map((sentence, index) => ({
                value: String(index),
                label: withAge(sentence, age),
              })),
            ]}
            onChange={(event) => {
              if (event.target.value === SUGGEST_VALUE) return;
              onChange({ ...block, value: withAge(sentences[Number(event.target.value)], age) });
            }}
          />
        )}
      </div>
    </div>
  );
}

export interface ManifestoEditorProps {
  values: ObituaryValues;
  age: number | null;
  onChange: (change: Partial<ObituaryValues>) => void;
  preview: ManifestoPreview;
  /** A custom manifesto saved on the record (edit), until 'Ripristina manifesto iniziale'. */
  savedCustom?: string | null;
  /** 'Ripristina manifesto iniziale' on the saved custom manifesto. */
  onRestore?: () => void;
  publishDateError?: string | null;
  disabled?: boolean;
}

/**
 * Dati Manifesto (spec panels §3 "Manifest text blocks", §4 "Manifest"): publication date (default today),
 * background, photo, the five blocks with bold and red and 'Consigliami una frase' ('[anni]' becomes the
 * age); the preview with the red warning and 'Rigenera' when the data changed, a custom manifesto that
 * replaces it and 'Ripristina manifesto iniziale'.
 */
export function ManifestoEditor({
  values,
  age,
  onChange,
  preview,
  savedCustom = null,
  onRestore,
  publishDateError,
  disabled,
}: ManifestoEditorProps) {
  const [backgrounds, setBackgrounds] = useState<ManifestBackground[]>([]);
  const [groups, setGroups] = useState<SentenceGroup[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([loadBackgrounds(), loadSentences(values.gender)]).then(
      ([bgs, sentenceGroups]) => {
        if (!live) return;
        setBackgrounds(bgs);
        setGroups(sentenceGroups);
      },
      () => live && setListError(MESSAGES.noConnection),
    );
    return () => {
      live = false;
    };
  }, [values.gender]);
  const chosenBackground = backgrounds.find((bg) => bg.ID === values.bg);
  const customUrl = useObjectUrl(values.customManifesto);
  const custom = customUrl ?? savedCustom;
  const shown = custom ?? preview.image;
  const fullName = `${values.name} ${values.surname}`.trim();

  return (
    <div className="rc-manifesto">
      <div className="rc-manifesto__fields">
        <TextField
          id="manifest-publish-date"
          type="date"
          label={T.publishDate}
          required
          value={values.publishDate}
          error={publishDateError}
          disabled={disabled}
          onChange={(event) => onChange({ publishDate: event.target.value })}
        />
        <Select
          id="manifest-bg"
          label={T.background}
          value={values.bg}
          error={listError}
          disabled={disabled}
          options={
            backgrounds.length > 0
              ? backgrounds.map((bg) => ({ value: bg.ID, label: bg.name }))
              : [{ value: values.bg, label: String(values.bg) }]
          }
          onChange={(event) => onChange({ bg: Number(event.target.value) })}
        />
        {chosenBackground?.url && (
          <img className="rc-manifesto__bg" src={chosenBackground.url} alt="" loading="lazy" />
        )}
        <FilePicker
          id="manifest-photo"
          label={T.manifestPhoto}
          kind="photo"
          citedFormats={PHOTO_EXTENSIONS}
          value={values.manifestPhoto ? [values.manifestPhoto] : []}
          disabled={disabled}
          onChange={(files) => onChange({ manifestPhoto: files[0] ?? null })}
        />
        {MANIFEST_BLOCKS.map((name) => (
          <ManifestBlock
            key={name}
            name={name}
            block={values.texts[name]}
            age={age}
            sentences={groups.find((group) => group.key === GROUP_OF_BLOCK[name])?.sentences ?? []}
            disabled={disabled}
            onChange={(block) => onChange({ texts: { ...values.texts, [name]: block } })}
          />
        ))}
      </div>
      <figure className="rc-manifesto__preview" aria-busy={preview.loading || undefined}>
        <figcaption>{T.preview}</figcaption>
        {shown ? (
          <img src={shown} alt={T.previewAlt(fullName)} />
        ) : (
          <p className="rc-field__hint">{T.previewMissing}</p>
        )}
        {preview.loading && <Spinner label={T.previewLoading} />}
        {preview.error && (
          <p className="rc-field__error" role="alert">
            {preview.error}
          </p>
        )}
        {preview.stale && !custom && (
          <p className="rc-manifesto__stale" role="status">
            {T.changedWarning}{' '}
            <Button variant="secondary" disabled={disabled || preview.loading} onClick={preview.regenerate}>
              {T.regenerate}
            </Button>
          </p>
        )}
        <FilePicker
          id="manifest-custom"
          label={T.customManifesto}
          hint={T.customHint}
          kind="photo"
          citedFormats={PHOTO_EXTENSIONS}
          value={values.customManifesto ? [values.customManifesto] : []}
          disabled={disabled}
          onChange={(files) => onChange({ customManifesto: files[0] ?? null })}
        />
        {(values.customManifesto || savedCustom) && (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              onChange({ customManifesto: null });
              if (savedCustom) onRestore?.();
            }}
          >
            {T.restoreManifesto}
          </Button>
        )}
      </figure>
    </div>
  );
}

/** An object URL of a chosen file, revoked when it changes (null where the browser has no URL API). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
