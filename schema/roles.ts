// Zod-free: the client's entry reads it (route guards, the admin); decision 051.
/**
 * Account roles, weakest first (decision 048). `user` is a buyer and reaches nothing of the admin;
 * `contributor` edits drafts; `editor` also publishes and changes site-wide settings; `admin` also
 * manages staff and their roles.
 */
export const ROLES = ['user', 'contributor', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may open /admin and call /api/admin. */
export const STAFF_ROLES = ['contributor', 'editor', 'admin'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Buyer',
  contributor: 'Contributor',
  editor: 'Editor',
  admin: 'Admin',
};

/**
 * Every admin action and the weakest role that may do it: the one permission table. An admin
 * route names its action (`handle(fn, { can: 'publish' })`); a route that names none cannot be
 * registered, and a role below the minimum gets 403.
 */
export const ADMIN_ACTIONS = {
  /** Read pages, drafts, revisions, diffs, redirects, settings, the schedule; preview. */
  read: 'contributor',
  /** Create a page, save or discard its draft. */
  draft: 'contributor',
  /** Publish, unpublish, roll back or move a page; schedule or cancel a publish or unpublish. */
  publish: 'editor',
  /** Delete a page. */
  delete: 'editor',
  /** Redirects, global config, layouts (site-wide settings). */
  configure: 'editor',
  /** Read the audit log. */
  audit: 'editor',
  /** List staff, change roles. */
  staff: 'admin',
  /** Issue or revoke an auction house's lot feed tokens (credentials to its catalogue). */
  feeds: 'admin',
} as const satisfies Record<string, Role>;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

const rank = (role: Role) => ROLES.indexOf(role);

/** Whether `role` may do `action` (unknown roles may do nothing). */
export function can(role: Role | undefined | null, action: AdminAction): boolean {
  if (!role || !ROLES.includes(role)) return false;
  return rank(role) >= rank(ADMIN_ACTIONS[action]);
}

/** Whether `role` is staff (may open the admin at all). */
export const isStaff = (role: Role | undefined | null): boolean =>
  !!role && (STAFF_ROLES as readonly string[]).includes(role);

/** What a role below `action`'s minimum is told, by the server's 403 and by the admin's notice. */
export const cannotText = (role: Role, action: AdminAction): string =>
  `${ROLE_LABELS[role]}s cannot do this: it needs the ${ROLE_LABELS[ADMIN_ACTIONS[action]]} role`;
