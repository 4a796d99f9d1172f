import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';
import { RICH_TEXT_FONTS, type RichTextEditorProps } from './RichTextEditor';

type InlineCommand = 'bold' | 'italic' | 'underline';

const INLINE: ReadonlyArray<{ command: InlineCommand; label: string; text: ReactNode }> = [
  { command: 'bold', label: 'Grassetto', text: <strong>G</strong> },
  { command: 'italic', label: 'Corsivo', text: <em>C</em> },
  { command: 'underline', label: 'Sottolineato', text: <u>S</u> },
];

const BLOCKS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'p', label: 'Paragrafo' },
  { value: 'h1', label: 'Titolo 1' },
  { value: 'h2', label: 'Titolo 2' },
  { value: 'h3', label: 'Titolo 3' },
];

const TOOLBAR_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' };
const TOOL_STYLE: CSSProperties = { minWidth: 44, minHeight: 44, textDecoration: 'none' };
const SELECT_STYLE: CSSProperties = { width: 'auto', minHeight: 44 };
const AREA_STYLE: CSSProperties = { minHeight: '10rem', maxHeight: '30rem', overflowY: 'auto' };

/** A toolbar button; `pressed` only for the inline styles, which are on or off at the selection. */
function ToolButton({
  label,
  pressed,
  disabled,
  onRun,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onRun: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rc-button rc-button--text"
      style={TOOL_STYLE}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the area's selection: the click must not move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
    >
      {children}
    </button>
  );
}

/** The selection's range when it lies inside `area`, else null. */
function rangeIn(area: HTMLElement | null): Range | null {
  const selection = document.getSelection();
  if (!area || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return area.contains(range.commonAncestorContainer) ? range : null;
}

/** '' for an editor holding no visible text (a lone <br> or empty paragraphs), else its HTML. */
function htmlOf(element: HTMLElement): string {
  return (element.textContent ?? '').trim() === '' ? '' : element.innerHTML;
}

/**
 * The editor itself, loaded on demand by `RichTextEditor` (kept out of the kit's first download). A small
 * rich-text editor (spec panels §2 "Memorial forms": bold, italic, underline, headings 1–3,
 * lists, fonts Cookie / Ubuntu / Ubuntu Mono) on a contentEditable area and the browser's editing
 * commands — no editor library, the kit is on every page. Shortcuts Ctrl+B / Ctrl+I / Ctrl+U work in
 * the area; the toolbar is reachable with Tab. Pasted text arrives without its formatting. The HTML
 * is only a proposal: the server sanitises it (docs/contracts.md "Uploads and rich text").
 */
export function RichTextEditorBody({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  id,
}: RichTextEditorProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const labelId = `${controlId}-label`;
  const areaRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<InlineCommand, boolean>>({
    bold: false,
    italic: false,
    underline: false,
  });

  // The area is uncontrolled while typing; a value set from outside (a reset, a loaded text) is written in,
  // before the browser paints, so the editor never shows empty for a frame.
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (area && htmlOf(area) !== value) area.innerHTML = value;
  }, [value]);

  // Remember the selection inside the area, so a toolbar select (which takes focus) still applies to it.
  // 'selectionchange' is queued behind input: a key or a click can reach a tool before it arrives, so
  // the area's own events (typing, blur) remember the selection as well.
  const remember = useCallback(() => {
    const range = rangeIn(areaRef.current);
    if (range) savedRange.current = range.cloneRange();
  }, []);

  useEffect(() => {
    const onSelection = () => {
      if (!rangeIn(areaRef.current)) return;
      remember();
      if (typeof document.queryCommandState === 'function') {
        setActive({
          bold: document.queryCommandState('bold'),
          italic: document.queryCommandState('italic'),
          underline: document.queryCommandState('underline'),
        });
      }
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [remember]);

  const emit = () => {
    remember();
    if (areaRef.current) onChange(htmlOf(areaRef.current));
  };

  const run = (command: string, argument?: string) => {
    const area = areaRef.current;
    if (!area || disabled) return;
    // The live selection wins while it is in the area (the buttons keep focus there); the remembered one
    // is for the selects, which take focus.
    const live = rangeIn(area);
    area.focus();
    const selection = document.getSelection();
    if (!live && savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    // Everything as tags, fonts as <font face> (no style attribute, which the CSP refuses): the server's
    // sanitiser turns each into a span with the font's class (rt-font-*).
    document.execCommand(command, false, argument);
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
    emit();
  };

  return (
    <div className="rc-field rc-rte">
      <span id={labelId} className="rc-field__label">
        {label}
        {required && (
          <span className="rc-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div
        role="toolbar"
        aria-label="Formattazione del testo"
        aria-controls={controlId}
        style={TOOLBAR_STYLE}
      >
        {INLINE.map((tool) => (
          <ToolButton
            key={tool.command}
            label={tool.label}
            pressed={active[tool.command]}
            disabled={disabled}
            onRun={() => run(tool.command)}
          >
            {tool.text}
          </ToolButton>
        ))}
        <ToolButton label="Elenco puntato" disabled={disabled} onRun={() => run('insertUnorderedList')}>
          <span aria-hidden="true">•</span>
        </ToolButton>
        <ToolButton label="Elenco numerato" disabled={disabled} onRun={() => run('insertOrderedList')}>
          <span aria-hidden="true">1.</span>
        </ToolButton>
        <select
          className="rc-field__input rc-select"
          style={SELECT_STYLE}
          aria-label="Stile del paragrafo"
          disabled={disabled}
          value=""
          onChange={(event) => run('formatBlock', `<${event.target.value}>`)}
        >
          <option value="" disabled>
            Stile
          </option>
          {BLOCKS.map((block) => (
            <option key={block.value} value={block.value}>
              {block.label}
            </option>
          ))}
        </select>
        <select
          className="rc-field__input rc-select"
          style={SELECT_STYLE}
          aria-label="Carattere"
          disabled={disabled}
          value=""
          onChange={(event) => run('fontName', event.target.value)}
        >
          <option value="" disabled>
            Carattere
          </option>
          {RICH_TEXT_FONTS.map((font) => (
            <option key={font} value={font} style={{ fontFamily: font }}>
              {font}
            </option>
          ))}
        </select>
      </div>
      <div
        ref={areaRef}
        id={controlId}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        tabIndex={disabled ? -1 : 0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className="rc-field__input rc-rte__area"
        style={AREA_STYLE}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
