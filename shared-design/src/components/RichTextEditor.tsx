import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from './Spinner';

/** spec panels §2 "Memorial forms": the biography's fonts. The server's sanitiser allows exactly these. */
export const RICH_TEXT_FONTS = ['Cookie', 'Ubuntu', 'Ubuntu Mono'] as const;

export interface RichTextEditorProps {
  /** Visible label; names the editing area for assistive technology. */
  label: ReactNode;
  /** The text as HTML ('' when empty). */
  value: string;
  /** Receives the HTML after every change ('' when the text is empty). */
  onChange: (html: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of the editing area (a form focuses it to show an error). */
  id?: string;
}

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); the editor
// is needed only by a few forms, so its code is a chunk of its own, fetched when a form shows it.
const Body = lazy(async () => ({ default: (await import('./RichTextEditorBody')).RichTextEditorBody }));

/**
 * Labelled rich-text editor (bold, italic, underline, headings 1–3, lists, fonts Cookie / Ubuntu / Ubuntu
 * Mono) with the value as an HTML string; see RichTextEditorBody. Shows a spinner while its code loads.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner label="Caricamento dell'editor" />}>
      <Body {...props} />
    </Suspense>
  );
}
