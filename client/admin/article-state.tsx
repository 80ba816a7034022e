import type { ArticleState } from '#schema/article';
import { formatLondon } from '#schema/london-time';
import { Badge } from './ui';

/** Draft, Scheduled for (London time), or Published on: the same words in the list and the editor. */
export function ArticleStateBadge({
  state,
  publishedAt,
}: {
  state: ArticleState;
  publishedAt: string | null;
}) {
  if (state === 'draft') return <Badge tone="grey">Draft</Badge>;
  if (state === 'scheduled')
    return <Badge tone="amber">Scheduled for {formatLondon(publishedAt!)}</Badge>;
  return <Badge tone="green">Published {formatLondon(publishedAt!)}</Badge>;
}
