import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  Button,
  DataTable,
  FormMessage,
  MESSAGES,
  TextField,
  toast,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useDownloads } from '@ricordo/shared-design/back-office';
import { amountProblem } from './amount';
import {
  generateQrcodes,
  imagePath,
  sheetFilename,
  sheetPath,
  type GeneratedQrCode,
} from './richiedi-qrcode-api';
import { RICHIEDI_QRCODE_TEXTS as T } from './richiedi-qrcode-texts';

const columns: Array<DataTableColumn<GeneratedQrCode>> = [
  { id: 'ID', label: T.id, align: 'right' },
  { id: 'code', label: T.code },
  { id: 'verification_code', label: T.verificationCode },
  {
    id: 'image',
    label: T.image,
    format: (_value, row) => (
      <a href={imagePath(row.ID)} target="_blank" rel="noopener noreferrer">
        {T.showImage}
      </a>
    ),
  },
];

/**
 * The QR generator (spec panels §2 "Above the table a QR generator form", §5 "QR generation", §7
 * generateQrcode): the amount (1–500, the spec's messages here as on the server, the field focused on
 * error), then the new codes with 'Visualizza qr-code' and their print sheets, one plaque per A4 page or a
 * grid. One request at a time. `onGenerated` tells the page around it (the QR table reloads).
 */
export function QrGenerator({ onGenerated }: { onGenerated?: () => void }) {
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [codes, setCodes] = useState<GeneratedQrCode[] | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const { busy, download } = useDownloads();

  const refuse = (message: string) => {
    setAmountError(message);
    amountRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setFormError(null);
    const problem = amountProblem(amount);
    if (problem) return refuse(problem);
    setAmountError(null);
    setWorking(true);
    try {
      const result = await generateQrcodes(Number(amount.trim()));
      setCodes(result.codes);
      onGenerated?.();
      toast(result.message || T.generated(result.codes.length), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.fields.amount) refuse(error.fields.amount);
      else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setWorking(false);
    }
  };

  const ids = codes?.map((code) => code.ID) ?? [];
  // A print sheet is a link (it still downloads without JavaScript), saved through the kit's download helper:
  // a refusal is told in a toast instead of being saved as a file; one download at a time.
  const sheetLink = (layout: 'a4' | 'grid', label: string, variant: 'primary' | 'secondary') => (
    <a
      className={`rc-button rc-button--${variant}`}
      href={sheetPath(layout, ids)}
      download={sheetFilename(layout, ids)}
      aria-busy={busy === label || undefined}
      aria-disabled={(busy !== null && busy !== label) || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (busy !== null) return;
        void download({
          label,
          path: sheetPath(layout, ids),
          filename: sheetFilename(layout, ids),
          kind: 'pdf',
        });
      }}
    >
      {label}
    </a>
  );
  return (
    <section aria-label={T.generatorTitle}>
      <p>{T.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={working || undefined}>
        {formError && <FormMessage>{formError}</FormMessage>}
        <TextField
          ref={amountRef}
          label={T.amount}
          hint={T.amountHint}
          inputMode="numeric"
          required
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            if (amountError) setAmountError(null);
          }}
        />
        <Button type="submit" loading={working} disabled={working}>
          {T.generate}
        </Button>
      </form>
      {codes && codes.length > 0 && (
        <section aria-label={T.listCaption}>
          <p role="status">{T.generated(codes.length)}</p>
          <p className="rc-qr-table__actions">
            {sheetLink('a4', T.pdfA4, 'primary')}
            {sheetLink('grid', T.pdfGrid, 'secondary')}
          </p>
          {/* Admin tables (spec panels §9): 5/10/25/100 rows, 5 at first, newest (highest id) first. */}
          <DataTable
            caption={T.listCaption}
            columns={columns}
            rows={[...codes].sort((a, b) => b.ID - a.ID)}
            pageSizes={[5, 10, 25, 100]}
            defaultPageSize={5}
          />
        </section>
      )}
    </section>
  );
}
