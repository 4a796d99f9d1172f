import { useApiData } from '@ricordo/shared-design/back-office';
import { ActivationRequests } from './ActivationRequests';
import { OnlineSales } from './OnlineSales';
import { QrAdministration } from './QrAdministration';
import { SummaryCards } from './SummaryCards';
import { WeeklyChartsPanel } from './weekly/WeeklyChartsPanel';

/**
 * #qrcode, the admin panel's landing (spec panels §2): the six summary cards, the weekly charts (sales,
 * activations, dedications, lamps in fault), the QR codes sold online, the
 * activation requests in a range of days classified as spec panels §4 says, and the QR administration table.
 */
export default function QrcodeSection({ title }: { title: string }) {
  const summary = useApiData('adminSummary', {});
  return (
    <>
      <h2 className="panel-section-title">{title}</h2>
      <SummaryCards summary={summary.data} error={summary.error} />
      <WeeklyChartsPanel />
      <OnlineSales />
      <ActivationRequests />
      <QrAdministration onChanged={summary.reload} />
    </>
  );
}
