import { lazy } from 'react';

/**
 * The `/admin/*` page component. Loaded on demand, so visitors' pages never download the editor
 * (its forms, zod's JSON Schema writer and the preview code stay in their own chunk).
 */
export const AdminPage = lazy(() => import('./admin-app').then((m) => ({ default: m.AdminApp })));
