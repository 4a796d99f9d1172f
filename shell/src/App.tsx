import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ThemeStyles, ToastHost } from '@ricordo/shared-design';
import { ActingBannerGate } from './chrome/acting/ActingBannerGate';
import { CookieBanner } from './chrome/CookieBanner';
import { Header } from './chrome/Header';
import { DeferredUpdateNotice } from './chrome/DeferredUpdateNotice';
import type { LoadedVersion } from './chrome/version';
import type { RemoteLoader } from './remote/federation';
import { RemoteApp } from './remote/RemoteApp';
import { LegacyRedirect } from './routing/LegacyRedirect';
import { PanelGate } from './routing/PanelGate';
import { OPEN_SCREEN_ROUTES, PANEL_ROUTES } from './routing/routes';
import './chrome/shell.css';

export interface ShellProps {
  loader: RemoteLoader;
  /** True when GET /api/auth/session failed; panels then offer a retry instead of deciding access. */
  sessionFailed: boolean;
  onRetrySession: () => void;
  /** What this page loaded (shell fingerprint, remote versions): enables the new-version notice. */
  loadedVersion?: LoadedVersion;
}

/** The routes of the shell: each panel path to its remote behind the access rules, the rest to mfe_public. */
export function ShellRoutes({ loader, sessionFailed, onRetrySession }: ShellProps) {
  return (
    <LegacyRedirect>
      <Routes>
        {PANEL_ROUTES.map((panel) => (
          <Route
            key={panel.path}
            path={`${panel.path}/*`}
            element={
              <PanelGate role={panel.role} sessionFailed={sessionFailed} onRetrySession={onRetrySession}>
                <RemoteApp loader={loader} remote={panel.remote} basePath={panel.path} />
              </PanelGate>
            }
          />
        ))}
        {OPEN_SCREEN_ROUTES.map((screen) => (
          <Route
            key={screen.path}
            path={`${screen.path}/*`}
            element={<RemoteApp loader={loader} remote={screen.remote} basePath={screen.path} />}
          />
        ))}
        <Route path="*" element={<RemoteApp loader={loader} remote="mfe_public" basePath="/" />} />
      </Routes>
    </LegacyRedirect>
  );
}

/** The frame every page shares: skip link, header with bar and drawer, main, cookie banner, toasts. */
export function ShellLayout(props: ShellProps) {
  return (
    <>
      <ThemeStyles />
      <a className="shell-skip" href="#main">
        Vai al contenuto
      </a>
      <Header />
      <ActingBannerGate />
      <main id="main" className="shell-main" tabIndex={-1}>
        <ShellRoutes {...props} />
      </main>
      <CookieBanner />
      {props.loadedVersion && <DeferredUpdateNotice loaded={props.loadedVersion} />}
      <ToastHost />
    </>
  );
}

export function App(props: ShellProps) {
  return (
    <BrowserRouter>
      <ShellLayout {...props} />
    </BrowserRouter>
  );
}
