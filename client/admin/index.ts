import { lazyPage } from '#client/routes/lazy-page';

/**
 * The `/admin/*` page component. Loaded on demand, so visitors' pages never download the editor
 * (its forms, zod's JSON Schema writer and the preview code stay in their own chunk).
 */
export const AdminPage = lazyPage(
  () => import('./admin-app'),
  (m) => m.AdminApp,
  'admin',
);
