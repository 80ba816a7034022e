import { useRootData } from '#client/app/root-data';
import { can, type AdminAction } from '#schema/roles';

/**
 * What the signed-in staff member may do, from the same table the server checks (schema/roles.ts):
 * the admin hides what a role cannot do; the server refuses it anyway.
 */
export function useCan(): (action: AdminAction) => boolean {
  const role = useRootData()?.user?.role;
  return (action) => can(role, action);
}
