import { useState, type FormEvent } from 'react';
import type { StaffMember } from '#schema/admin-staff';
import { ROLES, ROLE_LABELS, type Role } from '#schema/roles';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Badge, Button, FieldShell, Notice, Panel, inputClass } from './ui';

const ROLE_HELP: Record<Role, string> = {
  admin: 'everything, staff roles and feed tokens',
  editor: 'publish, schedule, delete, redirects and settings',
  contributor: 'drafts only: cannot publish',
  user: 'a buyer: no access to the editor',
};

/** `/admin/staff` (admins): who has which role; find any account by e-mail and change its role. */
export function StaffManager() {
  const { data, error, reload } = useAdminData<{ staff: StaffMember[] }>('/staff');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('contributor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (target: string, next: Role) => {
    setBusy(true);
    setErrors({});
    try {
      const { member } = await adminFetch<{ member: StaffMember }>('/staff/role', {
        method: 'PUT',
        body: { email: target, role: next },
      });
      setNotice({ tone: 'success', text: `${member.email} is now ${ROLE_LABELS[member.role]}.` });
      reload();
    } catch (err) {
      if (err instanceof AdminApiError) setErrors(err.errors);
      setNotice({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(email, role);
  };

  return (
    <div>
      <AdminHeading title="Staff" />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Panel id="give-role" title="Give an account a role">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <FieldShell
            id="staff-email"
            label="E-mail address"
            hint="The account must exist (they sign up first)."
            error={errors.email}
          >
            {(aria) => (
              <input
                {...aria}
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={inputClass(errors.email)}
              />
            )}
          </FieldShell>
          <FieldShell id="staff-role" label="Role" error={errors.role}>
            {(aria) => (
              <select
                {...aria}
                value={role}
                onChange={(e) => setRole(e.target.value as Role)}
                className={inputClass(errors.role)}
              >
                {[...ROLES].reverse().map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}: {ROLE_HELP[r]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <Button type="submit" variant="primary" disabled={busy}>
            Save role
          </Button>
        </form>
      </Panel>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Staff accounts and their roles</caption>
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Account
            </th>
            <th scope="col" className="py-2 pr-3">
              Role
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {data?.staff.map((m) => (
            <tr key={m.id}>
              <td className="py-2 pr-3 break-all">
                <span className="font-medium text-slate-900">{m.name || m.email}</span>
                {m.name ? <span className="block text-slate-600">{m.email}</span> : null}
              </td>
              <td className="py-2 pr-3">
                <Badge tone={m.role === 'admin' ? 'green' : m.role === 'editor' ? 'amber' : 'grey'}>
                  {ROLE_LABELS[m.role]}
                </Badge>
              </td>
              <td className="py-2 text-right">
                <Button
                  small
                  onClick={() => {
                    setEmail(m.email);
                    setRole(m.role);
                    document.getElementById('staff-role')?.focus();
                  }}
                  aria-label={`Change the role of ${m.email}`}
                >
                  Change
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
