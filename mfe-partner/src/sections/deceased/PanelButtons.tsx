// The partner panel's buttons (spec panels §2): 'Aggiungi necrologio' and 'Aggiungi necrologio + Lapide'
// (AddButtons of #pages), 'Richiedi QrCode temporaneo (30gg)' and 'Attiva lapide digitale' — with the
// calls and texts of #qrcode: the new code is shown in #qrcode's table (history state deceasedIds),
// the activation asks 'Attenzione' and opens /activate-qrCode.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, Button, ConfirmDialog, formatDate, MESSAGES, toast } from '@ricordo/shared-design';
import { AddButtons } from '../pages/AddButtons';
import { activatePath, requestTemporaryCode } from '../qrcode/qrcode-api';
import { QRCODE_TEXTS as QR } from '../qrcode/qrcode-texts';

export function PanelButtons() {
  const navigate = useNavigate();
  const [requesting, setRequesting] = useState(false);
  const [askActivate, setAskActivate] = useState(false);

  const request = async () => {
    if (requesting) return;
    setRequesting(true);
    try {
      const { codes, made } = await requestTemporaryCode();
      toast(
        `${QR.created}: ${QR.createdDetails(made.code, made.verification_code, formatDate(made.expiresAt))}`,
        'success',
      );
      void navigate({ hash: '#qrcode' }, { state: { deceasedIds: codes } });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : MESSAGES.unexpected, 'error');
    } finally {
      setRequesting(false);
    }
  };

  return (
    <div className="partner-actions">
      <AddButtons />
      <Button variant="secondary" loading={requesting} onClick={() => void request()}>
        {QR.request}
      </Button>
      <Button variant="secondary" onClick={() => setAskActivate(true)}>
        {QR.activate}
      </Button>
      <ConfirmDialog
        open={askActivate}
        message={QR.activateQuestion}
        onConfirm={() => {
          setAskActivate(false);
          void navigate(activatePath());
        }}
        onCancel={() => setAskActivate(false)}
      />
    </div>
  );
}
