import { useState, type FormEvent } from 'react';
import type { HouseFeedTokens } from '#schema/feed-tokens';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { useAdminData } from './use-admin-data';
import { Button, FieldShell, Notice, Panel, inputClass } from './ui';

type Outcome =
  { tone: 'token'; house: string; token: string } | { tone: 'success' | 'error'; text: string };

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/**
 * The Imports screen's "Feed tokens" (admins): issue an auction house a token for
 * `POST /api/feeds/lots`, shown once, or revoke every token it has. The shell's
 * `npm run feeds:token` cannot run beside a server on the embedded database.
 */
export function FeedTokensPanel() {
  const { data, error, reload } = useAdminData<{ houses: HouseFeedTokens[] }>('/feed-tokens');
  const [house, setHouse] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = data?.houses.find((h) => h.slug === house);

  const send = async (path: string) => {
    setBusy(true);
    setFieldError(undefined);
    try {
      const answer = await adminFetch<{ house: string; token?: string; revoked?: number }>(path, {
        method: 'POST',
        body: { house },
      });
      const name = chosen?.name ?? answer.house;
      setOutcome(
        answer.token
          ? { tone: 'token', house: name, token: answer.token }
          : {
              tone: 'success',
              text: `${answer.revoked} token${answer.revoked === 1 ? '' : 's'} of ${name} revoked: feeds sent with ${answer.revoked === 1 ? 'it' : 'them'} are refused.`,
            },
      );
      reload();
    } catch (err) {
      if (err instanceof AdminApiError) setFieldError(err.errors.house);
      setOutcome({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  const issue = (e: FormEvent) => {
    e.preventDefault();
    void send('/feed-tokens');
  };
  const revoke = () => {
    if (
      chosen &&
      window.confirm(`Revoke every feed token of ${chosen.name}? Their feeds are refused at once.`)
    )
      void send('/feed-tokens/revoke');
  };

  return (
    <Panel id="feed-tokens" title="Feed tokens">
      <p className="mb-3 text-sm text-slate-700">
        A house sends its catalogue to <code>POST /api/feeds/lots</code> with{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>; a token takes that house’s lots only.
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <form onSubmit={issue} className="grid gap-3 sm:grid-cols-[2fr_auto_auto] sm:items-end">
        <FieldShell
          id="feed-token-house"
          label="Auction house"
          hint={
            chosen
              ? `${chosen.live} live token${chosen.live === 1 ? '' : 's'}${chosen.lastIssued ? `, the last issued ${when(chosen.lastIssued)}` : ''}.`
              : undefined
          }
          error={fieldError}
        >
          {(aria) => (
            <select
              {...aria}
              required
              value={house}
              onChange={(e) => setHouse(e.target.value)}
              className={inputClass(fieldError)}
            >
              <option value="">Choose a house</option>
              {data?.houses.map((h) => (
                <option key={h.slug} value={h.slug}>
                  {h.name}
                  {h.live ? ` (${h.live} live)` : ''}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <Button type="submit" variant="primary" disabled={busy || !house}>
          Issue a token
        </Button>
        <Button variant="danger" disabled={busy || !chosen?.live} onClick={revoke}>
          Revoke its tokens
        </Button>
      </form>
      {outcome?.tone === 'token' ? (
        <div className="mt-4">
          <Notice tone="success">
            A new token for {outcome.house}. Copy it now: only its fingerprint is kept, so it is not
            shown again. Earlier tokens of the house still work until you revoke them.
          </Notice>
          <label htmlFor="feed-token-value" className="mt-2 block text-sm font-medium">
            New token for {outcome.house}
          </label>
          <input
            id="feed-token-value"
            readOnly
            value={outcome.token}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass()} font-mono`}
          />
        </div>
      ) : outcome ? (
        <div className="mt-4">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      ) : null}
    </Panel>
  );
}
