import type { DynamicCardsSection } from './schema';
import { SmartLink } from '#sections/smart-link';
import { SectionImage } from '#sections/section-image';
import { SectionHeading } from '#sections/section-heading';

const COLUMNS = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

export function DynamicCards({ title, subtitle, columns, cards }: DynamicCardsSection) {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading title={title} subtitle={subtitle} />
      <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
        {cards.map((card) => (
          <li
            key={card.title}
            className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {card.image ? (
              <SectionImage
                image={card.image}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/9] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col p-5">
              {card.badge ? (
                <span className="mb-2 w-fit rounded-full bg-accent-400/30 px-2 py-0.5 text-xs font-semibold text-brand-950">
                  {card.badge}
                </span>
              ) : null}
              <h3 className="text-lg font-semibold text-slate-900">
                {card.href ? (
                  <SmartLink
                    href={card.href}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {card.title}
                  </SmartLink>
                ) : (
                  card.title
                )}
              </h3>
              {card.body ? <p className="mt-2 text-sm text-slate-600">{card.body}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
