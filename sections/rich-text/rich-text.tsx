import type { RichTextSection } from './schema';
import { Blocks } from './blocks';
import { PageHeading, type HeadingPlace } from '#sections/page-heading';

export function RichText({ title, blocks, subheading }: RichTextSection & HeadingPlace) {
  return (
    <div className="mx-auto max-w-3xl px-4 sm:px-6">
      {title ? (
        <PageHeading
          subheading={subheading}
          className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          {title}
        </PageHeading>
      ) : null}
      <Blocks blocks={blocks} />
    </div>
  );
}
