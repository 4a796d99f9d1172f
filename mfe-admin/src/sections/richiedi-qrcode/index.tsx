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
import { amountProblem } from './amount';
import { generateQrcodes, imagePath, sheetPath, type GeneratedQrCode } from './richiedi-qrcode-api';
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
 * #richiedi-qrcode, 'Nuovi QR code' (spec panels §2, §5 "QR generation", §7 generateQrcode): the amount
 * (1–500, the spec's messages here as on the server, the field focused on error), then the new codes with
 * 'Visualizza qr-code' and their print sheets, one plaque per A4 page or a grid. One request at a time.
 */
export default function RichiediQrcodeSection({ title }: { title: string }) {
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [codes, setCodes] = useState<GeneratedQrCode[] | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);

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
      toast(result.message || T.generated(result.codes.length), 'success');
    } catch (error) {
      if (error instanceof ApiError && error.fields.amount) refuse(error.fields.amount);
      else setFormError(error instanceof ApiError ? error.message : MESSAGES.unexpected);
    } finally {
      setWorking(false);
    }
  };

  const ids = codes?.map((code) => code.ID) ?? [];
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
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
            <a className="rc-button rc-button--primary" href={sheetPath('a4', ids)} download>
              {T.pdfA4}
            </a>
            <a className="rc-button rc-button--secondary" href={sheetPath('grid', ids)} download>
              {T.pdfGrid}
            </a>
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
    </>
  );
}
