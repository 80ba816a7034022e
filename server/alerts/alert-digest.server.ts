import { formatCountOf, formatGuide, inQuotes } from '#shared/format/format';
import { lotStatusBadge, lotStatusKey } from '#schema/lot-status';
import { soldWhenLabel } from '#schema/sold-when';
import { soldForText } from '#shared/format/sold-for';
import { cardDates } from '#shared/format/sale-phase';
import { escapeHtml } from '#server/mail/templates.server';
import type { MailMessage } from '#server/mail/mailer.server';
import { savedSearchPath, type SavedQuery } from '#schema/saved-search';
import { signInPath } from '#schema/return-path';

/** The lot fields a digest shows. */
export interface DigestLot {
  id: number;
  title: string;
  location: string | null;
  /** Said where the site places the lot in no town (a district it holds no row of, decision 125). */
  postcode?: string | null;
  property_type: string | null;
  guide_price_min: number | null;
  guide_price_max: number | null;
  auction_method: string | null;
  auction_date: string | null;
  auction_end_date: string | null;
  /** The lot's state (`lot_state()`); absent or Available: for sale. */
  lot_status?: string | null;
  sold_price?: number | null;
  /** When a sold lot sold (`sold_when()`): before, at or after its auction. */
  sold_when?: string | null;
}

/** A lot the search already had passed, now cheaper or back on sale (search-changes.server.ts). */
export interface ChangedDigestLot extends DigestLot {
  /** "Guide price cut from £160,000 to £140,000", "Back on sale". */
  change: string;
}

export interface DigestSection {
  name: string;
  query: SavedQuery;
  unsubscribeToken: string;
  /** The newest matching lots, at most DIGEST_LOTS_PER_SEARCH. */
  lots: DigestLot[];
  /** Every new matching lot, shown or not. */
  total: number;
  /** Matching lots whose guide price was cut or that are back on sale, at most DIGEST_LOTS_PER_SEARCH. */
  changed?: ChangedDigestLot[];
  /** Every such lot, shown or not. */
  changedTotal?: number;
}

/** "3 new lots", "1 lot cheaper or back on sale", or both: what a section holds. */
function sectionCounts(s: DigestSection): string {
  return [
    s.total ? formatCountOf(s.total, 'new lot') : null,
    s.changedTotal ? `${formatCountOf(s.changedTotal, 'lot')} cheaper or back on sale` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export const DIGEST_LOTS_PER_SEARCH = 10;
/** Watched lots listed in one digest; more are counted with a link to /profile. */
export const DIGEST_WATCHED_LOTS = 50;

/** A watched lot that changed since the last watch alert (issue 16), with its changes in order. */
export interface WatchedDigestLot {
  id: number;
  title: string;
  /**
   * Where it is (its place, else its postcode): a title alone ("Four-bedroom mid-terrace house")
   * is shared by lots all over the country, and the e-mail did not say which one changed.
   */
  place?: string | null;
  changes: string[];
}

/** A watched lot as an e-mail names it: its title, and where it is when known. */
const watchedName = (lot: WatchedDigestLot) =>
  lot.place ? `${lot.title}, ${lot.place}` : lot.title;

/** The watched-lot part of a digest and the link that stops it. */
export interface WatchedDigest {
  lots: WatchedDigestLot[];
  /** Every changed watched lot, shown or not. */
  total: number;
  unsubscribeToken: string;
}

/**
 * A lot no longer for sale, as its card's badge says it ("Sold before auction for £96,500",
 * "Awaiting result"): a search of results or of all lots tells of lots that are not for sale, and
 * the line read as if they were. Null for a lot for sale.
 */
function statusWords(lot: DigestLot): string | null {
  const key = lotStatusKey(lot.lot_status);
  if (key === 'available') return null;
  if (key === 'sold' && lot.sold_price != null)
    return soldForText(lot.lot_status, lot.sold_when, lot.sold_price);
  return soldWhenLabel(lot.lot_status, lot.sold_when) ?? lotStatusBadge(lot.lot_status).label;
}

/** The line under a lot's title: its status when not for sale, where, what, guide price (only when there is one), closing date. */
function lotFacts(lot: DigestLot): string {
  const date = cardDates(lot);
  return [
    statusWords(lot),
    lot.location ?? lot.postcode ?? null,
    lot.property_type,
    lot.guide_price_min !== null
      ? `Guide price ${formatGuide(lot.guide_price_min, lot.guide_price_max)}`
      : null,
    // When bidding closes, with its London time: the date a bidder acts on.
    date.closes ? `Bidding closes ${date.closes}` : `${date.label} ${date.value}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function subjectOf(
  sections: DigestSection[],
  watched: WatchedDigest | null,
  newLots: number | null | undefined,
): string {
  const total = newLots ?? sections.reduce((n, s) => n + s.total, 0);
  const changed = sections.flatMap((s) => s.changed ?? []);
  const changedTotal = changedLots(sections);
  const cheaper = (n: number | null) =>
    n === null
      ? 'lots cheaper or back on sale'
      : `${formatCountOf(n, 'lot')} cheaper or back on sale`;
  const andWatched = (lots: string) => (watched ? `${lots}, and changes to lots you watch` : lots);
  if (!total && changedTotal !== 0)
    return andWatched(
      changedTotal === 1
        ? `${changed[0]!.change.replace(/ from .*/, '')}: “${changed[0]!.title}”`
        : changedTotal === null
          ? 'Lots in your saved searches cheaper or back on sale'
          : `${formatCountOf(changedTotal, 'lot')} in your saved searches cheaper or back on sale`,
    );
  // Several searches whose lots could not be counted together: no figure rather than a wrong one.
  if (newLots === null && sections.length > 1) {
    const lots = `New lots for ${sections.length} of your saved searches`;
    return watched ? `${lots}, and changes to lots you watch` : lots;
  }
  if (!sections.length && watched)
    return watched.total === 1
      ? `Changes to “${watched.lots[0]!.title}”${watched.lots[0]!.place ? ` in ${watched.lots[0]!.place}` : ''}, a lot you watch`
      : `${formatCountOf(watched.total, 'lot')} you watch changed`;
  const lots =
    sections.length === 1
      ? `${formatCountOf(total, 'new lot')} for ${inQuotes(sections[0]!.name)}`
      : `${formatCountOf(total, 'new lot')} for your saved searches`;
  return andWatched(changedTotal !== 0 ? `${lots}, ${cheaper(changedTotal)}` : lots);
}

/**
 * How many different lots of the searches are cheaper or back on sale: one lot in two searches is
 * one lot. Counted from the lots listed when every search lists all of its own; else the one
 * search's count, or null for several (no figure rather than a wrong one).
 */
function changedLots(sections: DigestSection[]): number | null {
  const withChanges = sections.filter((s) => s.changedTotal);
  if (withChanges.every((s) => (s.changed?.length ?? 0) === s.changedTotal))
    return new Set(withChanges.flatMap((s) => s.changed!.map((lot) => lot.id))).size;
  return withChanges.length === 1 ? withChanges[0]!.changedTotal! : null;
}

/**
 * One e-mail per user with every saved search that has new lots and every watched lot that
 * changed: plain text and simple HTML. The List-Unsubscribe header is one link naming every alert
 * of the e-mail (a mail client's Unsubscribe button stops them all, RFC 8058); the body has a stop
 * link per alert.
 */
export function alertDigestMail(input: {
  to: string;
  firstName: string | null;
  publicUrl: string;
  sections: DigestSection[];
  watched?: WatchedDigest | null;
  /**
   * New lots over all the sections, each once (searches overlap); null when they could not be
   * counted together. Without it, the sections' lots are added up.
   */
  newLots?: number | null;
  /**
   * The account's stop token (account-stop-token.server.ts): the List-Unsubscribe link stops every
   * alert of the account in one short header line. Without it, the link names each alert's token.
   */
  stopAllToken?: string;
}): MailMessage {
  const { to, firstName, publicUrl, sections } = input;
  const watched = input.watched?.total ? input.watched : null;
  const subject = subjectOf(sections, watched, input.newLots);
  const lotUrl = (lot: { id: number }) => `${publicUrl}/listings/${lot.id}`;
  const allUrl = (s: DigestSection) =>
    `${publicUrl}${savedSearchPath(s.query, { order_by: 'newest' })}`;
  const stopUrl = (s: DigestSection) =>
    `${publicUrl}/alerts/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}`;
  // Through signing in: /profile sends a signed-out visitor home (SPEC §2), a dead end from an e-mail.
  const manageUrl = `${publicUrl}${signInPath('/profile#saved-searches')}`;
  const watchedUrl = `${publicUrl}${signInPath('/profile#watched-lots')}`;
  const stopWatchUrl = watched
    ? `${publicUrl}/alerts/unsubscribe?token=${encodeURIComponent(watched.unsubscribeToken)}`
    : null;
  const stopTokens = [
    ...(watched ? [watched.unsubscribeToken] : []),
    ...sections.map((s) => s.unsubscribeToken),
  ];
  const stopAllUrl = `${publicUrl}/alerts/unsubscribe?${(input.stopAllToken
    ? [input.stopAllToken]
    : stopTokens
  )
    .map((t) => `token=${encodeURIComponent(t)}`)
    .join('&')}`;
  /** Several alerts in one e-mail: a link that stops them all, as the header's does. */
  const stopAll = stopTokens.length > 1;
  const hello = firstName ? `Hello ${firstName},` : 'Hello,';
  const intro = [
    watched
      ? watched.total === 1
        ? 'A lot you watch has changed.'
        : 'Lots you watch have changed.'
      : null,
    sections.some((s) => s.total) ? 'New lots match your saved searches.' : null,
    sections.some((s) => s.changedTotal)
      ? 'Lots your saved searches match are cheaper or back on sale.'
      : null,
  ]
    .filter(Boolean)
    .join(' ');
  const more = watched && watched.total > watched.lots.length;

  const text = [
    hello,
    '',
    intro,
    ...(watched
      ? [
          '',
          `Lots you watch: ${formatCountOf(watched.total, 'lot')} changed`,
          ...watched.lots.map(
            (lot) =>
              `- ${watchedName(lot)}\n${lot.changes.map((c) => `  ${c}`).join('\n')}\n  ${lotUrl(lot)}`,
          ),
          more ? `See them all: ${watchedUrl}` : `Your watched lots: ${watchedUrl}`,
          `Stop e-mails about lots you watch: ${stopWatchUrl}`,
        ]
      : []),
    ...sections.flatMap((s) => [
      '',
      `${s.name}: ${sectionCounts(s)}`,
      ...s.lots.map((lot) => `- ${lot.title}\n  ${lotFacts(lot)}\n  ${lotUrl(lot)}`),
      ...(s.changed ?? []).map(
        (lot) => `- ${lot.title}\n  ${lot.change}\n  ${lotFacts(lot)}\n  ${lotUrl(lot)}`,
      ),
      `See all: ${allUrl(s)}`,
      `Stop alerts for this search: ${stopUrl(s)}`,
    ]),
    '',
    `Manage your saved searches: ${manageUrl}`,
    ...(stopAll ? [`Stop all alert e-mails: ${stopAllUrl}`] : []),
    '',
    'Auction Property UK',
  ].join('\n');

  const link = (href: string, label: string, style = 'color:#1d4f91') =>
    `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>
${
  watched
    ? `<h2 style="font-size:18px;margin:24px 0 8px">Lots you watch: ${escapeHtml(formatCountOf(watched.total, 'lot'))} changed</h2>
<ul style="padding-left:18px">${watched.lots
        .map(
          (lot) =>
            `<li style="margin-bottom:10px">${link(lotUrl(lot), lot.title, 'color:#1d4f91;font-weight:bold')}${lot.place ? `<br><span style="font-size:14px;color:#475569">${escapeHtml(lot.place)}</span>` : ''}<br>${lot.changes
              .map((c) => `<span style="font-size:14px;color:#334155">${escapeHtml(c)}</span>`)
              .join('<br>')}</li>`,
        )
        .join('')}</ul>
<p>${link(watchedUrl, more ? 'See all your watched lots' : 'Your watched lots')} · ${link(stopWatchUrl!, 'Stop e-mails about lots you watch', 'color:#475569')}</p>`
    : ''
}
${sections
  .map(
    (
      s,
    ) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(s.name)}: ${escapeHtml(sectionCounts(s))}</h2>
<ul style="padding-left:18px">${[...s.lots, ...(s.changed ?? [])]
      .map(
        (lot: DigestLot & { change?: string }) =>
          `<li style="margin-bottom:10px">${link(lotUrl(lot), lot.title, 'color:#1d4f91;font-weight:bold')}<br>${
            lot.change
              ? `<strong style="font-size:14px;color:#166534">${escapeHtml(lot.change)}</strong><br>`
              : ''
          }<span style="font-size:14px;color:#475569">${escapeHtml(lotFacts(lot))}</span></li>`,
      )
      .join('')}</ul>
<p>${link(allUrl(s), s.total > s.lots.length ? `See all ${formatCountOf(s.total, 'new lot')}` : 'See the search')} · ${link(stopUrl(s), 'Stop alerts for this search', 'color:#475569')}</p>`,
  )
  .join('\n')}
<p style="font-size:13px;color:#475569">${link(manageUrl, 'Manage your saved searches', 'color:#475569')}${
    stopAll ? ` · ${link(stopAllUrl, 'Stop all alert e-mails', 'color:#475569')}` : ''
  }</p>
<p>Auction Property UK</p></body></html>`;

  const stopLinks = [...(stopWatchUrl ? [stopWatchUrl] : []), ...sections.map(stopUrl)];
  return {
    to,
    subject,
    text,
    html,
    links: [manageUrl, ...stopLinks, ...(stopAll ? [stopAllUrl] : [])],
    // One link (RFC 8058 allows one https link) that a mail client's Unsubscribe button may POST
    // to without asking: it stops every alert of the account, in one header line (at most 998).
    headers: {
      'List-Unsubscribe': `<${stopAllUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
