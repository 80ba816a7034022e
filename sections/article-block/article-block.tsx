import type { ArticleBlockSection } from './schema';
import { Blocks } from '#sections/rich-text/blocks';
import { SmartLink } from '#sections/smart-link';
import { SectionImage } from '#sections/section-image';

export function ArticleBlock({
  eyebrow,
  title,
  body,
  image,
  image_position,
  cta,
}: ArticleBlockSection) {
  return (
    <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 md:grid-cols-2">
      {image ? (
        <SectionImage
          image={image}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          className={`aspect-[4/3] w-full rounded-2xl object-cover ${image_position === 'left' ? 'md:order-first' : 'md:order-last'}`}
        />
      ) : null}
      <div className={image ? '' : 'md:col-span-2'}>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        ) : null}
        <h2 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-4">
          <Blocks blocks={body} />
        </div>
        {cta ? (
          <SmartLink
            href={cta.href}
            className="mt-6 inline-flex rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {cta.label}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}
