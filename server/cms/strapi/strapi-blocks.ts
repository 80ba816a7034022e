import type { z } from 'zod';
import type { RichTextBlockSchema } from '#sections/rich-text/schema';

type Block = z.input<typeof RichTextBlockSchema>;
type Span = { text: string; bold?: boolean; italic?: boolean; href?: string };

/** A node of Strapi 5's Rich text (Blocks) field. */
export interface StrapiNode {
  type: string;
  text?: string;
  bold?: boolean;
  italic?: boolean;
  url?: string;
  level?: number;
  format?: 'ordered' | 'unordered';
  children?: StrapiNode[];
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'quote', 'code', 'image']);

/** True for the value of a Blocks field: a list of nodes with a known block type and children. */
export function isStrapiBlocks(value: unknown): value is StrapiNode[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (n) =>
        typeof n === 'object' &&
        n !== null &&
        BLOCK_TYPES.has((n as StrapiNode).type) &&
        Array.isArray((n as StrapiNode).children),
    )
  );
}

function spans(nodes: StrapiNode[] = [], href?: string): Span[] {
  return nodes.flatMap((n): Span[] => {
    if (n.type === 'text') {
      if (!n.text) return [];
      return [
        {
          text: n.text,
          ...(n.bold ? { bold: true } : {}),
          ...(n.italic ? { italic: true } : {}),
          ...(href ? { href } : {}),
        },
      ];
    }
    if (n.type === 'link') return spans(n.children, n.url);
    return spans(n.children, href);
  });
}

const plain = (nodes: StrapiNode[] = []) =>
  spans(nodes)
    .map((s) => s.text)
    .join('');

/**
 * Strapi's blocks → our rich-text blocks. Headings 1–2 become level 2 and 3–6 level 3 (the page
 * owns its h1); code becomes a paragraph; images are dropped (sections carry their own images).
 */
export function fromStrapiBlocks(nodes: StrapiNode[]): Block[] {
  return nodes.flatMap((n): Block[] => {
    switch (n.type) {
      case 'heading': {
        const text = plain(n.children);
        return text ? [{ kind: 'heading', level: (n.level ?? 2) <= 2 ? 2 : 3, text }] : [];
      }
      case 'list': {
        const items = (n.children ?? []).map((li) => spans(li.children)).filter((s) => s.length);
        return items.length ? [{ kind: 'list', ordered: n.format === 'ordered', items }] : [];
      }
      case 'quote': {
        const text = plain(n.children);
        return text ? [{ kind: 'quote', text }] : [];
      }
      case 'paragraph':
      case 'code': {
        const s = spans(n.children);
        return s.length ? [{ kind: 'paragraph', spans: s }] : [];
      }
      default:
        return [];
    }
  });
}
