import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RichTextBlockSchema, RichTextSpan } from './schema';
import { SmartLink } from '#sections/smart-link';

type Block = z.infer<typeof RichTextBlockSchema>;

function Spans({ spans }: { spans: RichTextSpan[] }) {
  return (
    <>
      {spans.map((s, i) => {
        let node: ReactNode = s.text;
        if (s.bold) node = <strong>{node}</strong>;
        if (s.italic) node = <em>{node}</em>;
        if (s.href)
          node = (
            <SmartLink
              href={s.href}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {node}
            </SmartLink>
          );
        return <span key={i}>{node}</span>;
      })}
    </>
  );
}

/** Structured blocks rendered as elements: no editor HTML ever reaches the page. Shared by sections and articles. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-700">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return b.level === 2 ? (
              <h2 key={i} className="pt-4 text-2xl font-semibold text-slate-900">
                {b.text}
              </h2>
            ) : (
              <h3 key={i} className="pt-2 text-xl font-semibold text-slate-900">
                {b.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={i}>
                <Spans spans={b.spans} />
              </p>
            );
          case 'list': {
            const List = b.ordered ? 'ol' : 'ul';
            return (
              <List
                key={i}
                className={`space-y-1 pl-6 ${b.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote
                key={i}
                className="border-l-4 border-brand-300 pl-4 italic text-slate-600"
              >
                {b.text}
              </blockquote>
            );
        }
      })}
    </div>
  );
}
