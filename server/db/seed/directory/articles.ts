import type { RichTextSection, RichTextSpan } from '#sections/rich-text/schema';
import type { ArticleCategory } from '#schema/article';

/**
 * Guides and news about buying and selling property at auction in the UK, in the rich-text block
 * format of the rich-text section. Dates are relative to the seed's reference date.
 */

type Block = RichTextSection['blocks'][number];
type Span = RichTextSpan;

export interface ArticleSource {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  /** Published this many days before the reference date. */
  daysAgo: number;
  body: Block[];
}

const h2 = (text: string): Block => ({ kind: 'heading', level: 2, text });
const h3 = (text: string): Block => ({ kind: 'heading', level: 3, text });
const p = (...spans: (string | Span)[]): Block => ({
  kind: 'paragraph',
  spans: spans.map((s) => (typeof s === 'string' ? { text: s } : s)),
});
const ul = (...items: string[]): Block => ({
  kind: 'list',
  ordered: false,
  items: items.map((text) => [{ text }]),
});
const ol = (...items: string[]): Block => ({
  kind: 'list',
  ordered: true,
  items: items.map((text) => [{ text }]),
});
const quote = (text: string): Block => ({ kind: 'quote', text });
const b = (text: string): Span => ({ text, bold: true });
const link = (text: string, href: string): Span => ({ text, href });

export const ARTICLES: readonly ArticleSource[] = [
  {
    slug: 'how-property-auctions-work',
    title: 'How property auctions work in the UK: a buyer’s guide',
    excerpt:
      'From catalogue to completion: what happens at each stage of buying at auction, and why the fall of the hammer is binding.',
    category: 'Buying guides',
    author: 'Eleanor Hartley',
    daysAgo: 3,
    body: [
      p(
        'Buying at auction is quicker and more certain than a private treaty sale, but it front-loads the work. By the time you bid you should know the property, the legal position and your finances, because in a traditional auction the contract is formed the moment the hammer falls.',
      ),
      h2('The stages of an auction purchase'),
      ol(
        'The auctioneer publishes a catalogue, usually three to five weeks before the sale.',
        'You view the lot, read the legal pack and arrange finance.',
        'You register to bid and pass identity and anti-money-laundering checks.',
        'You bid in the room, by telephone, by proxy or online.',
        'If you win, you exchange contracts, pay the deposit and the buyer’s fee on the day.',
        'Completion follows, usually 20 working days later unless the special conditions say otherwise.',
      ),
      h2('Why due diligence comes first'),
      p(
        'With a private sale, searches and surveys happen after an offer is accepted and either side can walk away until exchange. At a traditional auction there is no such window: ',
        b('the winning bidder is legally committed'),
        ' and will lose the deposit, and may face a claim for the seller’s losses, if they fail to complete.',
      ),
      h2('Formats you will see'),
      ul(
        'Traditional room auctions, now usually livestreamed with online bidding.',
        'Online auctions, where each lot closes at a set time.',
        'Modern Method of Auction sales, with a reservation fee and a longer period to exchange.',
        'Unconditional online auctions, which exchange when the timer ends.',
      ),
      quote(
        'If you would not be comfortable exchanging contracts today, you are not ready to bid today.',
      ),
      p(
        'Each listing in this directory shows the auction method, the guide price and, where the auctioneer publishes it, the legal pack. Use the method filter to find the format that suits you.',
      ),
    ],
  },
  {
    slug: 'traditional-vs-modern-method-of-auction',
    title: 'Traditional auction or Modern Method? The differences that matter',
    excerpt:
      'Exchange on the day or a reservation period: how the two main auction formats compare on cost, timing and risk.',
    category: 'Buying guides',
    author: 'James Okafor',
    daysAgo: 11,
    body: [
      p(
        'Both formats end with a winning bid, but they create very different obligations. Knowing which one a lot is offered under should shape how much preparation you do and how you fund the purchase.',
      ),
      h2('Traditional (unconditional) auctions'),
      ul(
        'Contracts exchange on the fall of the hammer, or when an online lot closes.',
        'A 10% deposit is payable immediately, often subject to a minimum of a few thousand pounds.',
        'Completion is usually 20 working days later.',
        'The price you bid is the price you pay, plus the buyer’s fee and any costs in the special conditions.',
      ),
      h2('Modern Method of Auction'),
      ul(
        'The winning bidder pays a non-refundable reservation fee, typically a percentage of the price with a minimum, plus VAT.',
        'The property is then reserved while the buyer has 28 days to exchange and, usually, 56 days to complete.',
        'Mortgage buyers often find the longer timetable easier to meet.',
        'The reservation fee is normally on top of the price, so compare the total cost, not the hammer price.',
      ),
      h3('Which is cheaper?'),
      p(
        'On a like-for-like property, the Modern Method usually costs the buyer more because of the reservation fee. In exchange, it gives time for a mortgage valuation and searches. Cash buyers and investors tend to favour traditional sales; first-time buyers relying on a mortgage often look at Modern Method lots.',
      ),
      quote('Compare offers on the total you will pay: price, fees and VAT on fees.'),
    ],
  },
  {
    slug: 'reading-an-auction-legal-pack',
    title: 'How to read an auction legal pack before you bid',
    excerpt:
      'Title, searches, special conditions and the addendum: the documents that decide whether a lot is a bargain or a problem.',
    category: 'Legal and tax',
    author: 'Priya Raman',
    daysAgo: 19,
    body: [
      p(
        'The legal pack is the seller’s evidence about the property. It is prepared by the seller’s solicitor and published by the auctioneer, usually with the catalogue. Anything in it binds you whether or not you read it, so ask a solicitor to review it.',
      ),
      h2('What the pack normally contains'),
      ul(
        'Official copies of the register and title plan from HM Land Registry.',
        'Local authority, drainage and environmental searches, where the seller has ordered them.',
        'The lease, for leasehold lots, with service charge and ground rent information.',
        'Tenancy agreements for tenanted lots.',
        'The special conditions of sale, which vary the general auction conditions.',
        'Replies to standard pre-contract enquiries.',
      ),
      h2('Read the special conditions twice'),
      p(
        'Special conditions can move costs to the buyer: reimbursing the seller’s search fees, paying arrears of service charge, contributing to the seller’s legal costs, or accepting a shorter completion date. These sums are payable on top of your bid.',
      ),
      h2('Check the addendum on the day'),
      p(
        'Auctioneers publish an addendum with late changes: a revised guide, a withdrawn lot, a corrected description. ',
        b('Buyers are deemed to have read it.'),
        ' Check it online before bidding, and ask your solicitor to look again if it touches a lot you want.',
      ),
      p(
        'You can also check ownership and title information yourself through ',
        link('HM Land Registry', 'https://www.gov.uk/government/organisations/land-registry'),
        '.',
      ),
    ],
  },
  {
    slug: 'guide-prices-and-reserves-explained',
    title: 'Guide prices and reserves explained',
    excerpt:
      'Why a guide price is not a valuation, how it relates to the reserve, and what "£150,000+" really means.',
    category: 'Buying guides',
    author: 'Tom Ashworth',
    daysAgo: 26,
    body: [
      p(
        'A guide price is the auctioneer’s indication of where bidding may start or what the seller might accept. The reserve is the confidential minimum the seller will accept on the day. Industry practice is that the reserve should not exceed the guide, or the top of a guide range.',
      ),
      h2('Single figures and ranges'),
      ul(
        'A single figure with a plus sign, such as £150,000+, means the reserve is at or below £150,000.',
        'A range, such as £150,000 to £175,000, means the reserve is within or below that range.',
        'Guides can change before the sale; a change is shown in each lot’s history in this directory.',
      ),
      h2('Why lots sell above guide'),
      p(
        'Guides are set to attract interest, so popular lots often sell well above them. Work out your own maximum from comparable sold prices and the cost of any works, and do not let the guide anchor your bidding.',
      ),
      quote('The guide tells you where the auction starts, not where it ends.'),
      p(
        'The sold prices section of this directory shows recent HM Land Registry transactions by postcode district and sector, a useful check on any guide.',
      ),
    ],
  },
  {
    slug: 'financing-an-auction-purchase',
    title: 'Financing an auction purchase: bridging loans, mortgages and cash',
    excerpt:
      'Twenty working days is not long. How buyers fund auction purchases and what lenders will want to see.',
    category: 'Finance',
    author: 'Gareth Pritchard',
    daysAgo: 34,
    body: [
      p(
        'The short completion period is the main financial risk of buying at auction. A standard mortgage can take longer than 20 working days, and a lender may down-value or decline a property in poor condition after you have already exchanged.',
      ),
      h2('The usual routes'),
      h3('Cash'),
      p('The simplest option, and the one auctioneers’ timetables assume.'),
      h3('Bridging finance'),
      p(
        'Short-term loans, typically for up to 12 to 18 months, designed to be arranged quickly. They cost more than mortgages, with arrangement and exit fees, and need a clear exit: a sale or a remortgage once works are done.',
      ),
      h3('Mortgages'),
      p(
        'Possible, especially for Modern Method lots with a longer timetable. Speak to a broker before the auction, arrange a valuation early and have a fallback if the lender’s figure comes in low.',
      ),
      h2('Before you bid'),
      ul(
        'Have the 10% deposit and the buyer’s fee available on the day.',
        'Get a decision in principle from a lender that understands auction timescales.',
        'Budget for Stamp Duty Land Tax or its Welsh and Scottish equivalents.',
        'Keep a contingency for works and holding costs.',
      ),
    ],
  },
  {
    slug: 'what-happens-on-auction-day',
    title: 'What happens on auction day: a step-by-step walkthrough',
    excerpt:
      'Registration, the addendum, bidding and signing the contract: a walk through a room auction from arrival to exit.',
    category: 'Buying guides',
    author: 'Eleanor Hartley',
    daysAgo: 41,
    body: [
      p(
        'Room auctions move quickly: a lot can be offered and sold in under two minutes. Knowing the routine helps you stay calm when it is your lot.',
      ),
      ol(
        'Arrive early, bring photo ID and proof of address, and register for a bidding number.',
        'Collect the addendum and check it against your lots.',
        'Sit where the auctioneer can see you clearly.',
        'Bid clearly by raising your number or your hand; the auctioneer will confirm.',
        'If you win, go to the contracts desk: you sign the memorandum of sale and pay the deposit and fees.',
        'Arrange buildings insurance from exchange, as the risk usually passes to you.',
      ),
      h2('Bidding remotely'),
      p(
        'Most room auctions are now livestreamed, and you can bid online, by telephone or by proxy. Remote bidders usually need to register several days in advance and may have to lodge a deposit or card details.',
      ),
      quote('Decide your maximum before the auction, write it down, and stop when you reach it.'),
    ],
  },
  {
    slug: 'bidding-online-at-property-auctions',
    title: 'Bidding online: registration, ID checks and avoiding last-minute mistakes',
    excerpt:
      'Online auctions close lot by lot, often with extensions. How to register, bid and avoid the common traps.',
    category: 'Buying guides',
    author: 'Priya Raman',
    daysAgo: 49,
    body: [
      p(
        'Online and timed auctions let you bid from anywhere, but they are just as binding as a room sale. When the timer ends on a lot above its reserve, the highest bidder has usually exchanged contracts.',
      ),
      h2('Registering'),
      ul(
        'Create an account with the auctioneer well before the closing date.',
        'Complete identity and anti-money-laundering checks; this can take a day or two.',
        'Register a payment card: some platforms take a holding deposit on registration.',
        'Confirm who will act as your solicitor.',
      ),
      h2('How closing times work'),
      p(
        'Lots close in sequence, often a minute or two apart. A bid in the final minutes usually extends the closing time, so there is little point in waiting until the last second.',
      ),
      h2('Common mistakes'),
      ul(
        'Leaving registration until the day of the sale.',
        'Confusing a proxy (maximum) bid with a single bid.',
        'Forgetting the buyer’s fee and VAT in your budget.',
        'Bidding on the wrong lot when several close together.',
      ),
    ],
  },
  {
    slug: 'buyers-fees-and-auction-costs',
    title: 'Buyer’s fees, premiums and the other costs of buying at auction',
    excerpt:
      'The hammer price is only the start. A checklist of what else an auction buyer may have to pay.',
    category: 'Finance',
    author: 'Tom Ashworth',
    daysAgo: 57,
    body: [
      p('Add these to your maximum bid before you decide how high to go.'),
      ul(
        'Buyer’s administration fee, usually a fixed sum including VAT, payable on exchange.',
        'Buyer’s premium, a percentage of the price, charged by some auctioneers.',
        'Reservation fee and VAT, for Modern Method lots.',
        'Seller’s search costs and legal fees, where the special conditions pass them on.',
        'Service charge or ground rent arrears, for some leasehold lots.',
        'Stamp Duty Land Tax, Land Transaction Tax or Land and Buildings Transaction Tax.',
        'Your own solicitor, survey and finance costs.',
        'Insurance from exchange, and utilities and council tax from completion.',
      ),
      h2('VAT on commercial lots'),
      p(
        'Where a seller has opted to tax a commercial property, VAT may be added to the price. The legal pack should say; if it does not, ask before the sale.',
      ),
      quote('A lot that looks cheap at the hammer can be ordinary once the fees are added.'),
    ],
  },
  {
    slug: 'selling-a-property-at-auction',
    title: 'Selling a property at auction: is it right for you?',
    excerpt:
      'Speed, certainty and a public price: when an auction beats an estate agent, and what sellers need to prepare.',
    category: 'Selling guides',
    author: 'James Okafor',
    daysAgo: 64,
    body: [
      p(
        'Auctions suit properties that are hard to value or hard to mortgage, sellers who need certainty by a date, and executors or receivers who must show they achieved the best price in the open market.',
      ),
      h2('Properties that often go to auction'),
      ul(
        'Houses needing full refurbishment.',
        'Short leases and flats with structural or cladding questions.',
        'Tenanted investments.',
        'Land, garages and unusual buildings.',
        'Probate properties and repossessions.',
      ),
      h2('What the seller pays and prepares'),
      ol(
        'An entry fee, and commission on a sale, agreed with the auctioneer.',
        'A legal pack prepared by your solicitor before the catalogue is published.',
        'Access for block viewings.',
        'A reserve agreed with the auctioneer, no higher than the published guide.',
      ),
      p(
        'Once the hammer falls in a traditional sale, the seller is bound too. That certainty is the main attraction; the trade-off is that the price is set by the room on the day.',
      ),
    ],
  },
  {
    slug: 'selling-an-inherited-property-at-auction',
    title: 'Selling an inherited property at auction',
    excerpt:
      'Why executors often choose auction, when to start the legal pack, and how grant of probate affects timing.',
    category: 'Selling guides',
    author: 'Fiona MacLeod',
    daysAgo: 72,
    body: [
      p(
        'Executors have a duty to obtain a proper price for the estate. A public auction, with open bidding after marketing, is a transparent way to show that, and it avoids a long chain.',
      ),
      h2('Timing'),
      p(
        'In England and Wales the executors generally need the grant of probate before they can complete a sale. Many auctioneers will catalogue a property while probate is pending, but the special conditions must set a completion date the estate can meet.',
      ),
      h2('Preparing the property'),
      ul(
        'Clear personal possessions and check the insurance for an unoccupied property.',
        'Drain down the heating and water system if the house will be empty over winter.',
        'Gather deeds, guarantees and planning papers for the legal pack.',
      ),
      quote('A complete legal pack is the cheapest way to add bidders.'),
    ],
  },
  {
    slug: 'viewings-and-surveys-before-auction',
    title: 'Viewings and surveys: due diligence before auction day',
    excerpt:
      'Block viewings are short. What to look at, when to bring a surveyor and which searches matter most.',
    category: 'Buying guides',
    author: 'Gareth Pritchard',
    daysAgo: 80,
    body: [
      p(
        'Auction viewings are usually held as block appointments lasting 15 to 30 minutes. Go with a plan and, for anything more than cosmetic work, a builder or surveyor.',
      ),
      h2('On the viewing'),
      ul(
        'Signs of movement: cracks above windows and doors, sloping floors, sticking doors.',
        'Damp and roof condition, including the loft if it is accessible.',
        'Age of the boiler and consumer unit.',
        'Evidence of squatters, removed fixtures or a disconnected supply.',
        'Boundaries compared with the title plan.',
      ),
      h2('Searches and reports'),
      p(
        'If the legal pack does not include a local authority search, your solicitor can order one. Check for planning enforcement, road schemes and whether the property is listed or in a conservation area.',
      ),
      p(
        'Compare the guide with what neighbouring houses have sold for using ',
        b('sold prices by postcode sector'),
        ' rather than town-wide averages.',
      ),
    ],
  },
  {
    slug: 'buying-a-leasehold-flat-at-auction',
    title: 'Buying a leasehold flat at auction: leases, service charges and ground rent',
    excerpt:
      'Short leases, onerous ground rents and large service charge bills explain many cheap auction flats. How to spot them.',
    category: 'Legal and tax',
    author: 'Priya Raman',
    daysAgo: 88,
    body: [
      p(
        'Flats are among the most common auction lots, and the lease is usually the reason. A good lease is an asset; a bad one can make a flat hard to mortgage or resell.',
      ),
      h2('Lease length'),
      p(
        'Many lenders are cautious about leases below about 80 years, and the cost of extending rises as the term falls. Ask your solicitor to estimate the cost of an extension before you bid.',
      ),
      h2('Ground rent and service charges'),
      ul(
        'Check how ground rent is calculated and whether it increases over time.',
        'Read the service charge accounts and any notice of major works.',
        'Ask whether the building has any fire safety or cladding issues and whether remediation is funded.',
        'Check for arrears the buyer may be asked to pay under the special conditions.',
      ),
      h2('Share of freehold'),
      p(
        'Where the flat owners jointly own the freehold, you will usually become a shareholder or member of the freehold company, with a say in how the building is run.',
      ),
    ],
  },
  {
    slug: 'stamp-duty-on-auction-purchases',
    title: 'Property taxes on auction purchases across the UK',
    excerpt:
      'Stamp Duty Land Tax, Land Transaction Tax and LBTT apply to auction purchases just as to private sales. When they are due and who collects them.',
    category: 'Legal and tax',
    author: 'Tom Ashworth',
    daysAgo: 97,
    body: [
      p(
        'An auction purchase is taxed in the same way as any other. The tax depends on where the property is, its price, whether it is residential and whether you already own another home.',
      ),
      h2('Which tax applies'),
      ul(
        'England and Northern Ireland: Stamp Duty Land Tax, collected by HMRC.',
        'Wales: Land Transaction Tax, collected by the Welsh Revenue Authority.',
        'Scotland: Land and Buildings Transaction Tax, collected by Revenue Scotland.',
      ),
      h2('Points to watch'),
      ul(
        'Higher rates usually apply when you buy an additional residential property.',
        'First-time buyer relief has its own thresholds and conditions.',
        'Mixed-use and non-residential lots are taxed on different rates.',
        'The return and payment are normally due within a short period of completion.',
      ),
      p(
        'Rates and thresholds change; check the current figures on ',
        link('GOV.UK', 'https://www.gov.uk/stamp-duty-land-tax'),
        ' or ',
        link('Revenue Scotland', 'https://www.revenue.scot'),
        ' before you set your budget.',
      ),
    ],
  },
  {
    slug: 'buying-property-at-auction-in-scotland',
    title: 'Buying property at auction in Scotland',
    excerpt:
      'Missives, Home Reports and the minute of preference and enactment: how Scottish auctions differ from the rest of the UK.',
    category: 'Buying guides',
    author: 'Fiona MacLeod',
    daysAgo: 105,
    body: [
      p(
        'Scotland has its own property law. Auctions are less common than in England but growing, and the paperwork looks different.',
      ),
      h2('The contract'),
      p(
        'At a Scottish auction the successful bidder usually signs a ',
        { text: 'minute of preference and enactment', italic: true },
        ', which, together with the articles of roup (the conditions of sale), forms the contract. As elsewhere, it is binding from the end of the auction.',
      ),
      h2('Home Reports'),
      p(
        'Residential sales in Scotland normally come with a Home Report, which includes a survey and valuation. Read it, but remember it was commissioned by the seller.',
      ),
      h2('Tax'),
      p(
        'Land and Buildings Transaction Tax applies instead of Stamp Duty, with an Additional Dwelling Supplement for many second homes and buy-to-let purchases.',
      ),
    ],
  },
  {
    slug: 'buying-at-auction-in-wales',
    title: 'What changes when you buy at auction in Wales',
    excerpt:
      'Land Transaction Tax, occupation contracts and Welsh-language documents: the Welsh details auction buyers should know.',
    category: 'Legal and tax',
    author: 'Gareth Pritchard',
    daysAgo: 113,
    body: [
      p(
        'The auction process in Wales is the same as in England, and Price Paid data for Wales is published by HM Land Registry alongside England. A few rules differ.',
      ),
      h2('Land Transaction Tax'),
      p(
        'Purchases in Wales pay Land Transaction Tax to the Welsh Revenue Authority rather than Stamp Duty Land Tax. Higher rates apply to many additional residential properties.',
      ),
      h2('Tenanted lots'),
      p(
        'Residential lettings in Wales now use occupation contracts under the Renting Homes (Wales) Act 2016. If you buy a tenanted lot, check that the contract was issued correctly and that the landlord is registered with Rent Smart Wales.',
      ),
      p(
        'More information is available from the ',
        link('Welsh Government', 'https://www.gov.wales'),
        '.',
      ),
    ],
  },
  {
    slug: 'budgeting-for-an-auction-renovation',
    title: 'Buying a renovation project at auction: budgeting for the works',
    excerpt:
      'Houses needing modernisation are the backbone of many auction catalogues. How to price the work before you price the bid.',
    category: 'Buying guides',
    author: 'James Okafor',
    daysAgo: 121,
    body: [
      p(
        'The discount on a house "for improvement" is only real if the works cost less than the gap between the price and the finished value.',
      ),
      h2('Build the budget from the end value'),
      ol(
        'Estimate the finished value from recent sales of comparable, updated homes nearby.',
        'Subtract the cost of works, with a contingency of at least 15%.',
        'Subtract buying and selling costs, finance and holding costs.',
        'Subtract the profit or equity you need. What is left is your maximum bid.',
      ),
      h2('The usual big-ticket items'),
      ul(
        'Rewiring and a new consumer unit.',
        'Heating system and boiler.',
        'Roof repairs.',
        'Damp treatment and replastering.',
        'Kitchen and bathroom.',
      ),
      quote('Price the worst case, then bid as if the best case will not happen.'),
    ],
  },
  {
    slug: 'buying-tenanted-property-at-auction',
    title: 'Tenanted lots: buying a property with a sitting tenant',
    excerpt:
      'Instant income, but also someone else’s tenancy. What to check before bidding on an investment lot.',
    category: 'Buying guides',
    author: 'Eleanor Hartley',
    daysAgo: 130,
    body: [
      p(
        'Tenanted lots are sold with the tenancy in place, so you usually cannot view inside and you take on the landlord’s obligations from completion.',
      ),
      h2('Check the paperwork'),
      ul(
        'The tenancy agreement and any renewals.',
        'Where the deposit is protected, and whether it will be transferred to you.',
        'Gas safety, electrical and energy performance certificates.',
        'Rent history and any arrears.',
      ),
      h2('Rent and yield'),
      p(
        'Work out the gross yield from the current rent and your total purchase cost, then allow for voids, repairs, insurance and letting fees. A headline yield quoted by the seller rarely includes those.',
      ),
      p(
        'Regulated tenancies, which began before 1989, can carry lifetime security and controlled rents. They are priced accordingly; make sure you know which kind you are buying.',
      ),
    ],
  },
  {
    slug: 'buying-land-and-building-plots-at-auction',
    title: 'Buying land and building plots at auction',
    excerpt:
      'Paddocks, garden plots and sites with planning: how to value land and what "hope value" really costs.',
    category: 'Buying guides',
    author: 'Tom Ashworth',
    daysAgo: 139,
    body: [
      p(
        'Land lots range from small strips with no realistic use to sites with full planning permission. The guide price depends almost entirely on planning.',
      ),
      h2('Questions for every plot'),
      ul(
        'Is there legal access from a public highway, or only a right of way?',
        'Are mains services nearby, and who owns the land in between?',
        'Is there planning permission, and has it expired or got conditions still to discharge?',
        'Is the land in a green belt, flood zone or conservation area?',
        'Are there covenants restricting building?',
      ),
      h2('Hope value'),
      p(
        'Land without permission is often sold on the hope of getting it. Check the local plan and the planning history of neighbouring sites before paying a premium for potential that may never be realised.',
      ),
    ],
  },
  {
    slug: 'commercial-and-mixed-use-lots',
    title: 'Commercial lots: shops, offices and mixed-use buildings',
    excerpt:
      'Leases, VAT and business rates: what is different about commercial property at auction.',
    category: 'Buying guides',
    author: 'Gareth Pritchard',
    daysAgo: 148,
    body: [
      p(
        'Commercial lots are valued on income and lease terms more than bricks and mortar. A shop let to a strong tenant on a long lease is a different asset from the same shop empty.',
      ),
      h2('Reading a commercial lease'),
      ul(
        'Length of the term and any break clauses.',
        'Rent review dates and basis.',
        'Repairing obligations: full repairing and insuring leases put most costs on the tenant.',
        'Permitted use and whether the tenant is trading.',
      ),
      h2('Mixed-use buildings'),
      p(
        'A shop with a flat above can be a good investment, but lenders treat mixed-use property differently and the tax position differs from a purely residential purchase.',
      ),
      p('Always ask whether VAT is payable on the price before bidding on a commercial lot.'),
    ],
  },
  {
    slug: 'online-bidding-becomes-the-norm',
    title: 'Online bidding is now the norm for auction buyers',
    excerpt:
      'Room auctions still happen, but most bids now arrive through a screen. What the shift means for buyers and sellers.',
    category: 'Market news',
    author: 'James Okafor',
    daysAgo: 8,
    body: [
      p(
        'Across the catalogues listed in this directory, online and timed auctions now outnumber traditional room sales, and most room sales are livestreamed with online bidding alongside the room.',
      ),
      h2('What has changed for buyers'),
      ul(
        'More time to bid: online lots stay open for days rather than minutes.',
        'Earlier registration and identity checks.',
        'Sequential closing times, with extensions for late bids.',
      ),
      h2('What has changed for sellers'),
      p(
        'A wider pool of remote bidders, and more flexibility over dates. Auctioneers say that good legal packs published early matter more than ever, because online bidders decide in advance.',
      ),
      quote(
        'The room has not disappeared, but for many buyers it is now a window on a laptop rather than a hotel ballroom.',
      ),
    ],
  },
  {
    slug: 'why-lender-and-receivership-lots-come-to-auction',
    title: 'Repossessions and receivership sales: why lender lots come to auction',
    excerpt:
      'Lenders and receivers use auctions to show they achieved the best price reasonably obtainable. What that means for bidders.',
    category: 'Market news',
    author: 'Fiona MacLeod',
    daysAgo: 156,
    body: [
      p(
        'When a lender repossesses a property or appoints a receiver, it has a duty to obtain the best price reasonably obtainable. A well-marketed public auction is a straightforward way to demonstrate that.',
      ),
      h2('What to expect from these lots'),
      ul(
        'Limited information: the seller has never lived in the property.',
        'Sales "as seen", with no warranties about condition.',
        'Tight completion dates set in the special conditions.',
        'Occasional possession issues if the property was occupied.',
      ),
      p(
        'These lots can offer value, but they reward buyers who have done their own checks rather than relying on the seller.',
      ),
    ],
  },
  {
    slug: 'buying-after-the-auction',
    title: 'Post-auction deals: buying lots that did not sell',
    excerpt:
      'Unsold lots are often available after the sale, sometimes below the reserve. How post-auction offers work.',
    category: 'Buying guides',
    author: 'Priya Raman',
    daysAgo: 164,
    body: [
      p(
        'Not every lot meets its reserve. Lots marked Unsold in this directory are often still available from the auctioneer, and the seller may now accept less than they hoped on the day.',
      ),
      h2('How post-auction sales work'),
      ol(
        'Contact the auctioneer as soon as possible after the lot closes.',
        'Make an offer in writing; the auctioneer passes it to the seller.',
        'If accepted, you usually exchange on the same auction conditions, with the same deposit and fees.',
      ),
      p(
        'Because the contract terms are the same, ',
        b('you need the same preparation'),
        ' as for bidding on the day: legal pack reviewed, finance ready.',
      ),
    ],
  },
  {
    slug: 'property-auction-glossary',
    title: 'Property auction glossary: the terms every bidder should know',
    excerpt:
      'Addendum, reserve, special conditions, sold prior: plain-English definitions of the words in an auction catalogue.',
    category: 'Buying guides',
    author: 'Eleanor Hartley',
    daysAgo: 172,
    body: [
      p('The words you will meet in catalogues and legal packs, in plain English.'),
      h2('A to L'),
      ul(
        'Addendum: late changes to the catalogue, binding on buyers.',
        'Buyer’s fee: a fixed administration charge paid to the auctioneer on exchange.',
        'Completion: the day the balance is paid and ownership transfers.',
        'Exchange: the moment the contract becomes binding.',
        'Guide price: the auctioneer’s indication of the likely price level.',
        'Legal pack: the seller’s documents, including title and searches.',
      ),
      h2('M to Z'),
      ul(
        'Memorandum of sale: the document signed when a lot is sold in the room.',
        'Proxy bid: instructions for the auctioneer to bid on your behalf up to a maximum.',
        'Reserve: the confidential minimum the seller will accept.',
        'Sold prior: a lot sold before the auction, usually on the auction terms.',
        'Special conditions: lot-specific terms that vary the general conditions.',
        'Withdrawn: a lot taken out of the sale.',
      ),
    ],
  },
];
