import { useRootData } from '#client/app/root-data';
import { can, cannotText, type AdminAction } from '#schema/roles';

/**
 * What the signed-in staff member may do, from the same table the server checks (schema/roles.ts):
 * the admin hides what a role cannot do; the server refuses it anyway.
 */
export function useCan(): (action: AdminAction) => boolean {
  const role = useRootData()?.user?.role;
  return (action) => can(role, action);
}

/**
 * For a page a role may read but not change: null when it may, else what the server would say to
 * a change ("Contributors cannot do this: it needs the Editor role"), so the page can say it first
 * and leave out the controls.
 */
export function useCannot(action: AdminAction): string | null {
  const role = useRootData()?.user?.role;
  return !role || can(role, action) ? null : cannotText(role, action);
}
