// `/servizio-memorial` and `/memorial-activate?deceasedSelected=` (spec public §2, §4 "Memorial flow", §5
// "Memorial", §6): login required ('Effettua l'accesso per continuare', with a login dialog that keeps the
// visitor here), then the memorial service form for one of the user's deceased.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, MESSAGES, Spinner, parseDeceasedId, useSession } from '@ricordo/shared-design';
import { PageCard } from '../../common/PageCard';
import { LoginDialog } from '../buy-qrCode/LoginDialog';
import { MemorialServiceForm } from './MemorialServiceForm';
import { MEMORIAL_TEXTS } from './memorial-texts';

export function MemorialServicePage() {
  const status = useSession((state) => state.status);
  const userId = useSession((state) => state.user?.user_id ?? null);
  const email = useSession((state) => state.user?.email || null);
  const [params] = useSearchParams();
  const [loginOpen, setLoginOpen] = useState(false);
  const preselected = parseDeceasedId(params.get('deceasedSelected'));

  if (status === 'unknown') {
    return (
      <div className="pub-center">
        <Spinner />
      </div>
    );
  }
  if (userId === null) {
    return (
      <PageCard title={MEMORIAL_TEXTS.title} titleId="pub-memorial-service-title">
        <p className="pub-alert" role="alert">
          {MESSAGES.loginRequired}
        </p>
        <p>{MEMORIAL_TEXTS.loginIntro}</p>
        <Button onClick={() => setLoginOpen(true)}>{MESSAGES.login}</Button>
        <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
      </PageCard>
    );
  }
  return <MemorialServiceForm key={userId} userId={userId} email={email} preselected={preselected} />;
}
