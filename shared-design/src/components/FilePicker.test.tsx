import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilePicker, type FilePickerKind } from './FilePicker';

function Controlled({
  kind,
  multiple,
  max,
  error,
}: {
  kind: FilePickerKind;
  multiple?: boolean;
  max?: number;
  error?: string;
}) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FilePicker
        label={kind === 'photo' ? 'Foto' : 'Video'}
        kind={kind}
        value={files}
        onChange={setFiles}
        multiple={multiple}
        max={max}
        error={error}
      />
      <output data-testid="files">{files.map((file) => file.name).join(',')}</output>
    </>
  );
}

const photo = (name = 'nonna.jpg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
// The browser's own filter would hide other types; a visitor can still pick "Tutti i file".
const setup = () => userEvent.setup({ applyAccept: false });
const chosen = () => screen.getByTestId('files').textContent;

describe('FilePicker', () => {
  it('keeps a valid photo, lists it with its size and removes it with Rimuovi', async () => {
    const user = setup();
    render(<Controlled kind="photo" />);
    const input = await screen.findByLabelText('Foto');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.jpg'));
    await user.upload(input, photo());
    expect(chosen()).toBe('nonna.jpg');
    expect(screen.getByRole('list', { name: 'File scelti' })).toHaveTextContent('nonna.jpg (2 kB)');
    await user.click(screen.getByRole('button', { name: 'Rimuovi nonna.jpg' }));
    expect(chosen()).toBe('');
  });

  it("refuses another type with 'Formato del file non valido' and keeps nothing", async () => {
    const user = setup();
    render(<Controlled kind="photo" />);
    const input = await screen.findByLabelText('Foto');
    await user.upload(input, new File(['MZ'], 'programma.exe', { type: 'application/octet-stream' }));
    expect(chosen()).toBe('');
    expect(screen.getByText('Formato del file non valido')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a photo over 15MB with the spec message', async () => {
    const user = setup();
    render(<Controlled kind="photo" />);
    await user.upload(await screen.findByLabelText('Foto'), photo('grande.png', 15_000_001));
    expect(chosen()).toBe('');
    expect(screen.getByText('la dimensione massima supportata e` di 15MB')).toBeInTheDocument();
  });

  it("uses the panel forms' photo texts when the form cites its formats (spec panels §5)", async () => {
    const user = setup();
    render(
      <FilePicker
        label="Logo"
        kind="photo"
        value={[]}
        onChange={() => undefined}
        citedFormats={['png', 'jpeg', 'jpg']}
      />,
    );
    const input = await screen.findByLabelText('Logo');
    await user.upload(input, new File(['x'], 'logo.webp', { type: 'image/webp' }));
    expect(
      screen.getByText('Formato immagine non valido, Formati supportati: png, jpeg, jpg'),
    ).toBeInTheDocument();
    await user.upload(input, photo('grande.png', 15_000_001));
    expect(screen.getByText('La dimensione massima della foto e` di 15MB')).toBeInTheDocument();
  });

  it('checks videos with the video messages and replaces a single choice', async () => {
    const user = setup();
    render(<Controlled kind="video" />);
    const input = await screen.findByLabelText('Video');
    await user.upload(input, new File(['x'], 'film.mov', { type: 'video/quicktime' }));
    expect(screen.getByText('Formato video non valido')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(15_000_001)], 'lungo.mp4', { type: 'video/mp4' }));
    expect(screen.getByText('Il video non puo superare 15MB')).toBeInTheDocument();
    await user.upload(input, new File(['a'], 'primo.mp4', { type: 'video/mp4' }));
    await user.upload(input, new File(['b'], 'secondo.mp4', { type: 'video/mp4' }));
    expect(chosen()).toBe('secondo.mp4');
    expect(screen.queryByText('Il video non puo superare 15MB')).not.toBeInTheDocument();
  });

  it('adds several photos up to the maximum and says when it is reached', async () => {
    const user = setup();
    render(<Controlled kind="photo" multiple max={2} />);
    const input = await screen.findByLabelText('Foto');
    await user.upload(input, [photo('a.jpg'), photo('b.png')]);
    await user.upload(input, photo('c.gif'));
    expect(chosen()).toBe('a.jpg,b.png');
    expect(screen.getByText("hai gia' caricato 10 immagini")).toBeInTheDocument();
  });

  it("shows the form's own message (Carica almeno un file) when no file problem is there", async () => {
    render(<Controlled kind="photo" error="Carica almeno un file" />);
    expect(await screen.findByText('Carica almeno un file')).toBeInTheDocument();
    expect(await screen.findByLabelText('Foto')).toHaveAccessibleDescription('Carica almeno un file');
  });
});
