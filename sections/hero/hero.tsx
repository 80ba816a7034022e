import type { HeroSection } from './schema';
import { SmartLink } from '#sections/smart-link';
import { SectionImage } from '#sections/section-image';
import { PageHeading, type HeadingPlace } from '#sections/page-heading';

const CTA_STYLES = {
  primary: 'bg-accent-500 text-brand-950 hover:bg-accent-400',
  secondary: 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20',
} as const;

export function Hero({ title, subtitle, image, ctas, subheading }: HeroSection & HeadingPlace) {
  return (
    <div className="relative overflow-hidden bg-brand-900 text-white">
      {image ? (
        <SectionImage
          image={image}
          sizes="100vw"
          priority
          className="absolute inset-0 h-full w-full object-cover opacity-30"
        />
      ) : null}
      <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <PageHeading
          subheading={subheading}
          className="text-3xl font-bold tracking-tight sm:text-5xl"
        >
          {title}
        </PageHeading>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p> : null}
        {ctas.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {ctas.map((c) => (
              <SmartLink
                key={c.label}
                href={c.href}
                className={`rounded-lg px-5 py-3 font-semibold ${CTA_STYLES[c.style]}`}
              >
                {c.label}
              </SmartLink>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
