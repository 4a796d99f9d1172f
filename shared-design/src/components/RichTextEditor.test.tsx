import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RichTextEditor as LazyRichTextEditor } from './RichTextEditor';
import { RichTextEditorBody as RichTextEditor } from './RichTextEditorBody';

// jsdom has no editing commands (browsers do): record what the editor asks the browser to do.
let commands: Array<[string, string | undefined]> = [];
beforeEach(() => {
  commands = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string, _ui: boolean, argument?: string) => {
      commands.push([command, argument]);
      return true;
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

function Bio({ initial = '', onValue }: { initial?: string; onValue?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Biografia"
        required
        value={value}
        error={value ? null : 'Campo obbligatorio'}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Testo caricato</p>')}>
        Carica
      </button>
      <output data-testid="html">{value}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled, required multi-line text box with its error, and a named toolbar', () => {
    render(<Bio />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Campo obbligatorio');
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione del testo' });
    expect(toolbar).toHaveAttribute('aria-controls', area.id);
    for (const name of ['Grassetto', 'Corsivo', 'Sottolineato', 'Elenco puntato', 'Elenco numerato'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const fonts = screen.getByRole('combobox', { name: 'Carattere' });
    expect(Array.from((fonts as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Carattere',
      'Cookie',
      'Ubuntu',
      'Ubuntu Mono',
    ]);
  });

  it('hands the typed text on as HTML, and an emptied area as an empty string', async () => {
    const values: string[] = [];
    render(<Bio onValue={(html) => values.push(html)} />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    area.innerHTML = '<p>Nato a <b>Milano</b></p>';
    fireEvent.input(area);
    expect(screen.getByTestId('html')).toHaveTextContent('<p>Nato a <b>Milano</b></p>');
    expect(area).not.toHaveAttribute('aria-invalid');
    area.innerHTML = '<p><br></p>';
    fireEvent.input(area);
    expect(values.at(-1)).toBe('');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes a value set from outside into the area', async () => {
    render(<Bio initial="<h2>Chi era</h2>" />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    expect(area.innerHTML).toBe('<h2>Chi era</h2>');
    await userEvent.click(screen.getByRole('button', { name: 'Carica' }));
    expect(area.innerHTML).toBe('<p>Testo caricato</p>');
  });

  it('runs the browser command of each tool, fonts by name (no style attribute), headings as blocks', async () => {
    render(<Bio />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grassetto' }));
    await user.click(screen.getByRole('button', { name: 'Corsivo' }));
    await user.click(screen.getByRole('button', { name: 'Sottolineato' }));
    await user.click(screen.getByRole('button', { name: 'Elenco puntato' }));
    await user.click(screen.getByRole('button', { name: 'Elenco numerato' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stile del paragrafo' }), 'Titolo 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carattere' }), 'Ubuntu Mono');
    expect(commands).toEqual([
      ['bold', undefined],
      ['italic', undefined],
      ['underline', undefined],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
      ['formatBlock', '<h2>'],
      ['fontName', 'Ubuntu Mono'],
    ]);
    // The command applies to the text: focus is back in the area.
    expect(screen.getByRole('textbox', { name: /Biografia/ })).toHaveFocus();
  });

  it('applies a tool where the caret is now, even before the browser has announced the move', async () => {
    // Record the caret's offset in the text when each command runs.
    const offsets: number[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string, _ui: boolean, argument?: string) => {
        commands.push([command, argument]);
        offsets.push(document.getSelection()!.anchorOffset);
        return true;
      },
    });
    render(<Bio initial="<p>Sempre nei nostri cuori</p>" />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    const text = area.querySelector('p')!.firstChild!;
    const selection = document.getSelection()!;
    const caretAt = (offset: number) => {
      area.focus();
      selection.collapse(text, offset);
    };
    // The caret at 3, announced ('selectionchange' arrives a task later, as in browsers).
    caretAt(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Moved to the end and a tool used in the same task: the move is not announced yet.
    caretAt(23);
    fireEvent.click(screen.getByRole('button', { name: 'Grassetto' }));
    caretAt(10);
    fireEvent.change(screen.getByRole('combobox', { name: 'Carattere' }), { target: { value: 'Cookie' } });
    expect(commands).toEqual([
      ['bold', undefined],
      ['fontName', 'Cookie'],
    ]);
    expect(offsets).toEqual([23, 10]);
  });

  it('a select that took focus still applies to the text the caret left', async () => {
    render(<Bio initial="<p>Sempre nei nostri cuori</p>" />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    const text = area.querySelector('p')!.firstChild!;
    area.focus();
    document.getSelection()!.collapse(text, 6);
    fireEvent.input(area);
    const fonts = screen.getByRole('combobox', { name: 'Carattere' });
    fonts.focus();
    // The caret left the area with the focus (as when the select is clicked): the remembered one is used.
    document.getSelection()!.removeAllRanges();
    fireEvent.change(fonts, { target: { value: 'Ubuntu' } });
    expect(commands).toEqual([['fontName', 'Ubuntu']]);
    expect(area).toHaveFocus();
    expect(document.getSelection()!.anchorNode).toBe(text);
    expect(document.getSelection()!.anchorOffset).toBe(6);
  });

  it('can be used from the keyboard: Tab reaches the tools, Enter runs one', async () => {
    render(<Bio />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(commands).toEqual([['bold', undefined]]);
  });

  it('pastes plain text only', () => {
    render(<Bio />);
    const area = screen.getByRole('textbox', { name: /Biografia/ });
    fireEvent.paste(area, {
      clipboardData: {
        getData: (type: string) => (type === 'text/plain' ? 'Testo semplice' : '<b>no</b>'),
      },
    });
    expect(commands).toEqual([['insertText', 'Testo semplice']]);
  });

  it('disabled: not editable and tools off', () => {
    render(<RichTextEditor label="Biografia" value="<p>x</p>" onChange={() => undefined} disabled />);
    expect(screen.getByRole('textbox', { name: 'Biografia' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Grassetto' })).toBeDisabled();
  });

  it('holds its text when first committed, before the browser paints, never an empty area for a frame', () => {
    let painted: string | undefined;
    function FirstPaint() {
      const box = useRef<HTMLDivElement>(null);
      // A parent's layout effect runs after its children's, just before the browser paints.
      useLayoutEffect(() => {
        painted = box.current?.querySelector('[role="textbox"]')?.innerHTML;
      }, []);
      return (
        <div ref={box}>
          <RichTextEditor label="Biografia" value="<p>Chi era</p>" onChange={() => undefined} />
        </div>
      );
    }
    render(<FirstPaint />);
    expect(painted).toBe('<p>Chi era</p>');
  });

  it('the kit export loads the editor on demand', async () => {
    render(<LazyRichTextEditor label="Biografia" value="<p>Chi era</p>" onChange={() => undefined} />);
    const area = await screen.findByRole('textbox', { name: 'Biografia' });
    expect(area.innerHTML).toBe('<p>Chi era</p>');
  });
});
