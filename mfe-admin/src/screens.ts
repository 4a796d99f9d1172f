// Admin screens outside the panel (spec panels §2 "Other admin routes"): whole pages the shell mounts at
// their own path (shell/src/routing/routes.ts ADMIN_SCREEN_PATHS). Each is loaded when first opened
// (screens/<path>/index.tsx, default export).
import { lazy, type ComponentType } from 'react';

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/aggiungi-dono-admin': lazy(() => import('./screens/aggiungi-dono-admin')),
  '/aggiungi-memorial-admin': lazy(() => import('./screens/aggiungi-memorial-admin')),
  '/modifica-memorial-admin': lazy(() => import('./screens/modifica-memorial-admin')),
};
