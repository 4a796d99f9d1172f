import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../messages';
import { describedBy, FieldLabel, FieldMessages, useFieldIds } from './field-parts';
import { ACCEPT, fileProblem, type FilePickerKind, type FilePickerProps } from './FilePicker';

function sizeLabel(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

/** Object URLs of photo previews, revoked when the files change or the picker goes away. */
function usePreviews(files: File[], kind: FilePickerKind): Map<File, string> {
  const [previews, setPreviews] = useState(() => new Map<File, string>());
  useEffect(() => {
    if (kind !== 'photo' || typeof URL.createObjectURL !== 'function') {
      setPreviews(new Map());
      return undefined;
    }
    const made = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setPreviews(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [files, kind]);
  return previews;
}

const THUMB = { width: 96, height: 96, objectFit: 'cover', borderRadius: 'var(--rc-radius-md)' } as const;
const LIST = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--rc-space-sm)',
} as const;
const ITEM = { display: 'grid', gap: 'var(--rc-space-xs)', justifyItems: 'start', maxWidth: '100%' } as const;

/**
 * File choice with the spec's checks before anything is sent (spec public §5, §9): a file of another type
 * gets 'Formato del file non valido' / 'Formato video non valido', one over the limit 'la dimensione
 * massima supportata e` di 15MB' / 'Il video non puo superare 15MB', and is not kept. Kept files are
 * listed with a preview (photos), their size, and a 'Rimuovi' button each. The server checks again, by
 * content.
 */
export function FilePickerBody({
  label,
  kind,
  value,
  onChange,
  multiple = false,
  max,
  maxMessage = MESSAGES.maxImagesReached,
  maxBytes,
  citedFormats,
  error,
  hint,
  required,
  disabled,
  id,
  className,
}: FilePickerProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = usePreviews(value, kind);
  const shown = problem ?? error ?? null;

  const choose = (chosen: File[]) => {
    let message: string | null = null;
    const accepted: File[] = [];
    for (const file of chosen) {
      const found = fileProblem(file, kind, maxBytes, citedFormats);
      if (found) message ??= found;
      else accepted.push(file);
    }
    let next = multiple ? [...value, ...accepted] : accepted.slice(0, 1);
    if (!multiple && accepted.length === 0) next = value;
    if (multiple && max !== undefined && next.length > max) {
      next = next.slice(0, max);
      message ??= maxMessage;
    }
    setProblem(message);
    if (next !== value) onChange(next);
    // The same file chosen again after a removal must fire `change` again.
    if (input.current) input.current.value = '';
  };

  const remove = (file: File) => {
    setProblem(null);
    onChange(value.filter((item) => item !== file));
    input.current?.focus();
  };

  return (
    <div className={['rc-field', 'rc-file-picker', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={input}
        id={controlId}
        type="file"
        className="rc-field__input"
        accept={ACCEPT[kind]}
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, shown ? errorId : null)}
        onChange={(event) => choose(Array.from(event.target.files ?? []))}
      />
      <FieldMessages hint={hint} hintId={hintId} error={shown} errorId={errorId} />
      {value.length > 0 && (
        <ul style={LIST} aria-label={MESSAGES.chosenFiles}>
          {value.map((file, index) => {
            const preview = previews.get(file);
            return (
              <li key={`${file.name}-${index}`} style={ITEM}>
                {preview && <img src={preview} alt={MESSAGES.filePreview(file.name)} style={THUMB} />}
                <span style={{ overflowWrap: 'anywhere' }}>
                  {file.name} ({sizeLabel(file.size)})
                </span>
                <button
                  type="button"
                  className="rc-button rc-button--text"
                  aria-label={MESSAGES.removeFile(file.name)}
                  disabled={disabled}
                  onClick={() => remove(file)}
                >
                  {MESSAGES.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
