// The public remote's router (spec public §2). Paths are relative to the shell's route; every unknown
// path goes to `/` (spec public §2, "Other").
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@ricordo/shared-design';
import { HomePage } from './pages/home/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { MemorialPage } from './pages/memorial/MemorialPage';
import './public.css';

export function PublicApp({ basePath }: RemoteAppProps) {
  return (
    <div className="pub-root" data-remote="mfe_public" data-base-path={basePath}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="memorial" element={<MemorialPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </div>
  );
}
