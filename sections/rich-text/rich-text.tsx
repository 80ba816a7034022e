import type { RichTextSection } from './schema';
import { Blocks } from './blocks';

export function RichText({ title, blocks }: RichTextSection) {
  return (
    <div className="mx-auto max-w-3xl px-4 sm:px-6">
      {title ? (
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
      ) : null}
      <Blocks blocks={blocks} />
    </div>
  );
}
