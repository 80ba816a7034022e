// Zod-free: public pages and the admin read it (decision 051).
import type { Crumb } from './json-ld';
import { slugify } from './slug';

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author: string;
  category: string;
  published_at: string;
}

/** The categories an article is filed under (news-list and article-list sections filter by them). */
export const ARTICLE_CATEGORIES = [
  'Buying guides',
  'Selling guides',
  'Legal and tax',
  'Finance',
  'Market news',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Where a public article lives. */
export const articlePath = (slug: string) => `/articles/${slug}`;

/** The guides and news list (`/articles`). */
export const ARTICLES_PATH = '/articles';
export const ARTICLES_TITLE = 'Guides and news';

/**
 * The category of a `/articles?category=` value, however it is spelt ("legal-and-tax", "Legal and
 * tax"); undefined for none we file articles under.
 */
export const articleCategoryNamed = (asked: string): ArticleCategory | undefined =>
  ARTICLE_CATEGORIES.find((c) => slugify(c) === slugify(asked));

/**
 * The list of one category's articles (`/articles?category=legal-and-tax`); undefined for a
 * category the editor does not offer (older or imported data), which the list cannot show.
 */
export function articleCategoryPath(category: string): string | undefined {
  const known = articleCategoryNamed(category);
  return known ? `${ARTICLES_PATH}?category=${slugify(known)}` : undefined;
}

/**
 * An article page's trail, Home left out (the page's BreadcrumbList adds it): the guides and news
 * list, then the article by its title.
 */
export const articleCrumbs = (article: { slug: string; title: string }): Crumb[] => [
  { name: ARTICLES_TITLE, path: ARTICLES_PATH },
  { name: article.title, path: articlePath(article.slug) },
];

/**
 * An article in the admin: `draft` (no publication time), `scheduled` (a time still ahead) or
 * `published`; visitors see only published ones.
 */
export type ArticleState = 'draft' | 'scheduled' | 'published';

export const articleStateAt = (publishedAt: string | null, now = Date.now()): ArticleState =>
  publishedAt === null ? 'draft' : Date.parse(publishedAt) > now ? 'scheduled' : 'published';

/** Most articles the admin's list or search shows at once (search to narrow). */
export const ARTICLES_LISTED = 200;

/** A row of the admin's article list. */
export interface AdminArticleRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  author: string;
  state: ArticleState;
  published_at: string | null;
  updated_at: string;
}

/** An article as the admin edits it; `updated_at` is the version a save names as its `base`. */
export interface AdminArticle extends AdminArticleRow {
  excerpt: string;
  cover_image: string | null;
  body: unknown[];
}

/** A slug from a title, as the admin suggests it: `Fees at auction, explained` → `fees-at-auction-explained`. */
export const slugFromTitle = (title: string) => slugify(title).slice(0, 100).replace(/-+$/, '');
