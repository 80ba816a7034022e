import { NavLink, useParams } from 'react-router';
import type { ReactNode } from 'react';
import { useRootData } from '#client/app/root-data';
import { PagesList } from './pages-list';
import { CreatePage } from './create-page';
import { PageEditorScreen } from './page-editor';
import { RevisionHistory } from './revision-history';
import { GlobalConfigEditor } from './global-config-editor';
import { RedirectsManager } from './redirects-manager';
import { MediaLibraryScreen } from './media-library';
import { Notice } from './ui';
import { LotEditor, LotsScreen } from './lots-screen';
import { ImportsScreen } from './imports-screen';
import { StaffManager } from './staff-manager';
import { AuditLog } from './audit-log';
import { ScheduledList } from './scheduled-actions';
import { ArticlesList } from './articles-list';
import { ArticleEditor, ArticleEditorScreen } from './article-editor';
import { useCan } from './use-role';
import { cannotText, type AdminAction } from '#schema/roles';

const NAV: Array<{ to: string; label: string; end: boolean; match?: RegExp; can?: AdminAction }> = [
  { to: '/admin', label: 'Pages', end: false, match: /^(pages.*)?$/ },
  { to: '/admin/articles', label: 'Articles', end: false },
  { to: '/admin/lots', label: 'Lots', end: false },
  { to: '/admin/imports', label: 'Imports', end: true },
  { to: '/admin/media', label: 'Media', end: true },
  { to: '/admin/redirects', label: 'Redirects', end: true, can: 'configure' },
  { to: '/admin/settings', label: 'Site settings', end: true, can: 'configure' },
  { to: '/admin/scheduled', label: 'Scheduled', end: true },
  { to: '/admin/audit', label: 'Audit log', end: true, can: 'audit' },
  { to: '/admin/staff', label: 'Staff', end: true, can: 'staff' },
];

/** Screens whose data a role below the action's may not read at all. */
const READ_NEEDS: Partial<Record<string, AdminAction>> = { audit: 'audit', staff: 'staff' };

/** Which screen an `/admin/*` address shows. */
function screenFor(splat: string): ReactNode {
  const parts = splat.split('/').filter(Boolean);
  const [first, id, sub] = parts;
  if (!first) return <PagesList />;
  if (first === 'pages' && id === 'new' && !sub) return <CreatePage />;
  if (first === 'pages' && id && /^\d+$/.test(id)) {
    if (!sub) return <PageEditorScreen id={id} />;
    if (sub === 'history' && parts.length === 3) return <RevisionHistory id={id} />;
  }
  if (first === 'pages' && !id) return <PagesList />;
  if (first === 'articles' && !id) return <ArticlesList />;
  if (first === 'articles' && id === 'new' && !sub) return <ArticleEditor initial={null} />;
  if (first === 'articles' && id && /^\d+$/.test(id) && !sub)
    return <ArticleEditorScreen id={id} />;
  if (first === 'redirects' && !id) return <RedirectsManager />;
  if (first === 'settings' && !id) return <GlobalConfigEditor />;
  if (first === 'lots' && !id) return <LotsScreen />;
  if (first === 'lots' && id && /^\d+$/.test(id) && !sub) return <LotEditor id={id} />;
  if (first === 'imports' && !id) return <ImportsScreen />;
  if (first === 'media' && !id) return <MediaLibraryScreen />;
  if (first === 'scheduled' && !id) return <ScheduledList />;
  if (first === 'audit' && !id) return <AuditLog />;
  if (first === 'staff' && !id) return <StaffManager />;
  return <Notice tone="error">There is no editor screen at /admin/{splat}.</Notice>;
}

/** The editors' admin: pages, redirects and site settings (a browser tool: needs JavaScript). */
export function AdminApp() {
  const splat = useParams()['*'] ?? '';
  const user = useRootData()?.user;
  const can = useCan();
  // Screens a role may not even read (the nav leaves them out; typed by address, say so).
  const locked = READ_NEEDS[splat.replace(/\/+$/, '')];
  const lockedFor = locked && !can(locked) ? locked : undefined;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <nav aria-label="Editor" className="flex flex-wrap gap-1">
          {NAV.filter((n) => !n.can || can(n.can)).map((n) => (
            <NavLink
              key={n.to}
              to={n.to}
              end={n.end}
              className={(state) =>
                navClass({ isActive: n.match ? n.match.test(splat) : state.isActive })
              }
            >
              {n.label}
            </NavLink>
          ))}
        </nav>
        {user ? <p className="text-sm text-slate-600">Signed in as {user.email}</p> : null}
      </div>
      <noscript>
        <Notice tone="error">The editor needs JavaScript. Turn it on and reload the page.</Notice>
      </noscript>
      {lockedFor && user?.role ? (
        <Notice tone="error">{cannotText(user.role, lockedFor)}.</Notice>
      ) : (
        screenFor(splat)
      )}
    </div>
  );
}
