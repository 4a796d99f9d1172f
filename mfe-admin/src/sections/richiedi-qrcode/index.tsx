import { QrGenerator } from './QrGenerator';

/** #richiedi-qrcode, 'Nuovi QR code' (spec panels §2): the QR generator, also above the QR table of #qrcode. */
export default function RichiediQrcodeSection({ title }: { title: string }) {
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <QrGenerator />
    </>
  );
}
