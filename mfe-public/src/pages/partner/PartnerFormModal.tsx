// spec public §2 /partner "also embedded in a modal": 'LAVORA CON NOI' on a public page adds
// PARTNER_FORM_MODAL_HASH to the address (the shell's menu), and the partner form opens over the page;
// closing it drops the hash. The form is loaded only when the modal opens.
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog, PARTNER_FORM_MODAL_HASH, Spinner } from '@ricordo/shared-design';
import { PARTNER_TEXTS as T } from './partner-texts';

const PartnerRequestPage = lazy(async () => ({
  default: (await import('./PartnerRequestPage')).PartnerRequestPage,
}));

export function PartnerFormModal() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const open = hash === PARTNER_FORM_MODAL_HASH && pathname !== '/partner';
  if (!open) return null;
  return (
    <Dialog
      open
      fullScreen
      closeOnBackdrop={false}
      title={T.title}
      onClose={() => void navigate({ pathname, search }, { replace: true })}
    >
      <Suspense fallback={<Spinner />}>
        <PartnerRequestPage embedded />
      </Suspense>
    </Dialog>
  );
}
