import type { ReactNode } from 'react';

export interface HouseContactDetails {
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
}

/** `tel:` wants the digits (and a leading +) only: "020 7946 0998" → "02079460998". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A website worth linking: http(s) only; shown by its host ("www.example.co.uk"). */
function websiteLink(website: string | null): { href: string; text: string } | null {
  if (!website || !/^https?:\/\//i.test(website)) return null;
  try {
    return { href: website, text: new URL(website).host };
  } catch {
    return null;
  }
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * How to reach an auction house: its office, a phone number and e-mail a phone can tap, and its
 * website. Lines with nothing to show are left out; null when there is nothing at all.
 */
export function HouseContact({ house }: { house: HouseContactDetails }) {
  const website = websiteLink(house.website);
  const lines: Array<[string, ReactNode]> = [];
  if (house.address) lines.push(['Office', house.address]);
  if (house.phone)
    lines.push([
      'Phone',
      <a key="phone" href={telHref(house.phone)} className={linkClass}>
        {house.phone}
      </a>,
    ]);
  if (house.email)
    lines.push([
      'E-mail',
      <a key="email" href={`mailto:${house.email}`} className={`${linkClass} break-all`}>
        {house.email}
      </a>,
    ]);
  if (website)
    lines.push([
      'Website',
      <a key="web" href={website.href} rel="noopener" className={`${linkClass} break-all`}>
        {website.text}
      </a>,
    ]);
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="house-contact"
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="house-contact" className="text-lg font-bold">
        Contact
      </h2>
      <address className="not-italic">
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </section>
  );
}
