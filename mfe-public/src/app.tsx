// The public remote's router (spec public §2). Paths are relative to the shell's route; every unknown
// path goes to `/` (spec public §2, "Other"). The memorial is in the entry chunk (it is what a phone at a
// cemetery opens); every other page, the home and its search included, is its own lazy chunk, so that path
// never downloads them (DESIGN "Performance": no more JavaScript than the first paint needs).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PARTNER_FORM_MODAL_HASH, Spinner, type RemoteAppProps } from '@ricordo/shared-design';
import { PublicOnly } from './common/PublicOnly';
import { MemorialPage } from './pages/memorial/MemorialPage';
import { loadFlowersPage } from './pages/flowers/load-flowers-page';
import './public.css';

function page<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  return lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
}

const HomePage = page(() => import('./pages/home/HomePage'), 'HomePage');
const LoginPage = page(() => import('./pages/login/LoginPage'), 'LoginPage');
const LoginRenewalPage = page(() => import('./pages/login-renewal/LoginRenewalPage'), 'LoginRenewalPage');
const AutologinPage = page(() => import('./pages/autologin/AutologinPage'), 'AutologinPage');
const RegistrationPage = page(() => import('./pages/registrazione/RegistrationPage'), 'RegistrationPage');
const RegistrationOutcomePage = page(
  () => import('./pages/esito-registrazione/RegistrationOutcomePage'),
  'RegistrationOutcomePage',
);
const RegisterCompletePage = page(
  () => import('./pages/registerComplete/RegisterCompletePage'),
  'RegisterCompletePage',
);
const ForgotPasswordPage = page(
  () => import('./pages/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(() => import('./pages/reset-password/ResetPasswordPage'), 'ResetPasswordPage');
const RecoverUserPage = page(() => import('./pages/recover-user/RecoverUserPage'), 'RecoverUserPage');
const VerifyContactPage = page(
  () => import('./pages/verifica-contatto/VerifyContactPage'),
  'VerifyContactPage',
);
const UnsubscribePage = page(() => import('./pages/unsubscribe/UnsubscribePage'), 'UnsubscribePage');
const UnsubscribeReminderPage = page(
  () => import('./pages/ricordamelo/UnsubscribeReminderPage'),
  'UnsubscribeReminderPage',
);
const ProductsPage = page(() => import('./pages/products/ProductsPage'), 'ProductsPage');
const MemorialBookPage = page(() => import('./pages/memorial-book/MemorialBookPage'), 'MemorialBookPage');
const BookConfirmPage = page(() => import('./pages/bookconfirm/BookConfirmPage'), 'BookConfirmPage');
const PartnerPage = page(() => import('./pages/partner-page/PartnerPage'), 'PartnerPage');
const InformationPage = page(() => import('./pages/information/InformationPage'), 'InformationPage');
const HowItWorksPage = page(() => import('./pages/how-it-works/HowItWorksPage'), 'HowItWorksPage');
const PricingPage = page(() => import('./pages/pricing/PricingPage'), 'PricingPage');
const TermsPage = page(() => import('./pages/terms/TermsPage'), 'TermsPage');
const BuyTermsPage = page(() => import('./pages/buy-terms/BuyTermsPage'), 'BuyTermsPage');
const PrivacyPage = page(() => import('./pages/privacy/PrivacyPage'), 'PrivacyPage');
const ContactPage = page(() => import('./pages/contact/ContactPage'), 'ContactPage');
// /buy-qrCode: the purchase form, or a partner's temporary code bought as permanent (?temporary=).
const BuyQrCodePage = page(() => import('./pages/buy-qrCode/BuyQrCodeRoute'), 'BuyQrCodeRoute');
const SuccessPage = page(() => import('./pages/successo/SuccessPage'), 'SuccessPage');
const FlowersPage = page(loadFlowersPage, 'FlowersPage');
const ConfermaPage = page(() => import('./pages/conferma/ConfermaPage'), 'ConfermaPage');
const PaypalErrorPage = page(() => import('./pages/paypal-error/PaypalErrorPage'), 'PaypalErrorPage');
// /rinnovo-lampada: the pay-online page of a lamp's renewal messages (its link's secret is the permission).
const RinnovoLampadaPage = page(
  () => import('./pages/rinnovo-lampada/RinnovoLampadaPage'),
  'RinnovoLampadaPage',
);
const AcceptDedicationPage = page(
  () => import('./pages/dedication-decision/DedicationDecisionPage'),
  'AcceptDedicationPage',
);
const RefuseDedicationPage = page(
  () => import('./pages/dedication-decision/DedicationDecisionPage'),
  'RefuseDedicationPage',
);
const MemorialServicePage = page(
  () => import('./pages/servizio-memorial/MemorialServicePage'),
  'MemorialServicePage',
);
const ActivateQrCodePage = page(
  () => import('./pages/activate-qrCode/ActivateQrCodePage'),
  'ActivateQrCodePage',
);
const PostActivatePage = page(() => import('./pages/post-activate/PostActivatePage'), 'PostActivatePage');
const ConfirmActivationPage = page(
  () => import('./pages/conferma-attivazione/ConfirmActivationPage'),
  'ConfirmActivationPage',
);
const AcceptTransferPage = page(
  () => import('./pages/accetta-trasferimento/AcceptTransferPage'),
  'AcceptTransferPage',
);
const ExpiredQrCodePage = page(() => import('./pages/qrcode-scaduto/ExpiredQrCodePage'), 'ExpiredQrCodePage');
const PartnerRequestPage = page(() => import('./pages/partner/PartnerRequestPage'), 'PartnerRequestPage');
const PartnerRegisteredPage = page(
  () => import('./pages/partner-registrato/PartnerRegisteredPage'),
  'PartnerRegisteredPage',
);
const PostAddPage = page(() => import('./pages/post-add/PostAddPage'), 'PostAddPage');
const NewNoticePage = page(() => import('./pages/nuovo-necrologio/NewNoticePage'), 'NewNoticePage');
const DedicationListPage = page(
  () => import('./pages/lista-dediche/DedicationListPage'),
  'DedicationListPage',
);

// A server-rendered page never shows it: its lazy chunk loads while React keeps the server's markup
// (hydrated-remote.tsx).
function Loading() {
  return (
    <div className="pub-center">
      <Spinner />
    </div>
  );
}

// 'LAVORA CON NOI' (the shell's menu adds the hash): the modal's code comes when it opens.
const PartnerFormModal = page(() => import('./pages/partner/PartnerFormModal'), 'PartnerFormModal');

function PartnerFormModalOnHash() {
  const { hash } = useLocation();
  if (hash !== PARTNER_FORM_MODAL_HASH) return null;
  // A Suspense of its own: the page under the modal stays while its chunk loads.
  return (
    <Suspense fallback={null}>
      <PartnerFormModal />
    </Suspense>
  );
}

/** spec public §2 "Other": these pages send a logged-in user to /products. */
function publicOnly(element: ReactNode) {
  return <PublicOnly>{element}</PublicOnly>;
}

export function PublicApp({ basePath }: RemoteAppProps) {
  return (
    <div className="pub-root" data-remote="mfe_public" data-base-path={basePath}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="memorial" element={<MemorialPage />} />
          <Route path="login" element={publicOnly(<LoginPage />)} />
          <Route path="login-renewal" element={<LoginRenewalPage />} />
          <Route path="autologin" element={<AutologinPage />} />
          <Route path="registrazione" element={publicOnly(<RegistrationPage />)} />
          <Route path="esito-registrazione" element={<RegistrationOutcomePage />} />
          <Route path="registerComplete" element={publicOnly(<RegisterCompletePage />)} />
          <Route path="forgot-password" element={publicOnly(<ForgotPasswordPage />)} />
          <Route path="recupera-password" element={publicOnly(<ResetPasswordPage />)} />
          <Route path="reset-password" element={publicOnly(<ResetPasswordPage />)} />
          <Route path="recover-user" element={publicOnly(<RecoverUserPage />)} />
          <Route path="verifica-contatto" element={<VerifyContactPage />} />
          <Route path="unsubscribe" element={<UnsubscribePage />} />
          <Route path="ricordamelo/annulla" element={<UnsubscribeReminderPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="memorial-book" element={<MemorialBookPage />} />
          <Route path="bookconfirm" element={<BookConfirmPage />} />
          <Route path="partner-page" element={<PartnerPage />} />
          <Route path="partner" element={publicOnly(<PartnerRequestPage />)} />
          <Route path="partner-registrato" element={<PartnerRegisteredPage />} />
          <Route path="information" element={<InformationPage />} />
          <Route path="how-it-works" element={<HowItWorksPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="terms" element={publicOnly(<TermsPage />)} />
          <Route path="buy-terms" element={publicOnly(<BuyTermsPage />)} />
          <Route path="privacy" element={publicOnly(<PrivacyPage />)} />
          <Route path="contact" element={publicOnly(<ContactPage />)} />
          <Route path="buy-qrCode" element={<BuyQrCodePage />} />
          <Route path="successo" element={<SuccessPage />} />
          <Route path="servizio-memorial" element={<MemorialServicePage />} />
          <Route path="memorial-activate" element={<MemorialServicePage />} />
          <Route path="flowers" element={<FlowersPage />} />
          <Route path="Conferma" element={<ConfermaPage />} />
          <Route path="paypal-error" element={<PaypalErrorPage />} />
          <Route path="rinnovo-lampada" element={<RinnovoLampadaPage />} />
          <Route path="accetta-dono" element={<AcceptDedicationPage />} />
          <Route path="rifiuta-dono" element={<RefuseDedicationPage />} />
          <Route path="activate-qrCode" element={<ActivateQrCodePage />} />
          <Route path="richiedi-qrCode" element={<ActivateQrCodePage />} />
          <Route path="post-activate" element={<PostActivatePage />} />
          <Route path="conferma-attivazione" element={<ConfirmActivationPage />} />
          <Route path="accetta-trasferimento" element={<AcceptTransferPage />} />
          <Route path="qrcode-scaduto" element={<ExpiredQrCodePage />} />
          <Route path="post-add" element={<PostAddPage />} />
          <Route path="nuovo-necrologio" element={<NewNoticePage />} />
          <Route path="lista-dediche" element={<DedicationListPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
        <PartnerFormModalOnHash />
      </Suspense>
    </div>
  );
}
