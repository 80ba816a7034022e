-- The directory: auction houses, auctions, lots, places, sold prices (HM Land Registry) and articles.

CREATE TABLE locations (
  id          bigserial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,            -- hierarchical: england/greater-london/camden
  name        text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('country', 'region', 'county', 'town')),
  parent_slug text REFERENCES locations (slug) ON DELETE CASCADE,
  lat         double precision,
  lng         double precision,
  population  integer,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_parent ON locations (parent_slug, name);

CREATE TABLE postcodes (
  id            bigserial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,          -- area 'sw', district 'sw1a', sector 'sw1a/1'
  label         text NOT NULL,                 -- 'SW', 'SW1A', 'SW1A 1'
  kind          text NOT NULL CHECK (kind IN ('area', 'district', 'sector')),
  parent_slug   text REFERENCES postcodes (slug) ON DELETE CASCADE,
  location_slug text REFERENCES locations (slug) ON DELETE SET NULL,
  lat           double precision,
  lng           double precision,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX postcodes_parent ON postcodes (parent_slug, slug);

CREATE TABLE auction_houses (
  id                 bigserial PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  logo               text,
  description        text,
  regions_covered    text[] NOT NULL DEFAULT '{}',
  type_of_properties text[] NOT NULL DEFAULT '{}',
  auction_method     text[] NOT NULL DEFAULT '{}',
  phone              text,
  email              text,
  website            text,
  address            text,
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auction_houses_name ON auction_houses (lower(name));

CREATE TABLE auctions (
  id               bigserial PRIMARY KEY,
  auction_house_id bigint NOT NULL REFERENCES auction_houses (id) ON DELETE CASCADE,
  title            text NOT NULL,
  auction_method   text NOT NULL,              -- Traditional, Modern, Online, Timed, Unconditional
  auction_date     timestamptz NOT NULL,
  auction_end_date timestamptz,
  venue            text
);
CREATE INDEX auctions_house_date ON auctions (auction_house_id, auction_date DESC);

CREATE TABLE auction_properties (
  id               bigserial PRIMARY KEY,
  auction_house_id bigint NOT NULL REFERENCES auction_houses (id) ON DELETE CASCADE,
  auction_id       bigint REFERENCES auctions (id) ON DELETE SET NULL,
  title            text NOT NULL,
  description      text,
  lot_number       text,
  lot_status       text,                       -- Available, Sold, Unsold, Withdrawn; NULL = available
  property_type    text,
  tenure           text,
  bedrooms         smallint,
  address          text,
  location         text,                       -- display: 'Camden, Greater London'
  location_slug    text REFERENCES locations (slug) ON DELETE SET NULL,
  postcode         text,
  postcode_district text,
  lat              double precision,
  lng              double precision,
  guide_price_min  integer,
  guide_price_max  integer,
  sold_price       integer,
  auction_method   text,
  auction_date     timestamptz,
  auction_end_date timestamptz,
  image_urls       text[] NOT NULL DEFAULT '{}',
  legal_pack_url   text,
  history          jsonb NOT NULL DEFAULT '[]', -- [{date, event, price?}]
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  search_vector    tsvector GENERATED ALWAYS AS (
    to_tsvector('english', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, ''))
  ) STORED
);
CREATE INDEX auction_properties_house ON auction_properties (auction_house_id, auction_date DESC);
CREATE INDEX auction_properties_date ON auction_properties (auction_date DESC, id);
CREATE INDEX auction_properties_guide ON auction_properties (guide_price_min, id);
CREATE INDEX auction_properties_status ON auction_properties (lower(coalesce(lot_status, 'available')));
CREATE INDEX auction_properties_type ON auction_properties (property_type);
CREATE INDEX auction_properties_method ON auction_properties (auction_method);
CREATE INDEX auction_properties_location ON auction_properties (location_slug text_pattern_ops);
CREATE INDEX auction_properties_district ON auction_properties (postcode_district);
CREATE INDEX auction_properties_latlng ON auction_properties (lat, lng);
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);
CREATE INDEX auction_properties_updated ON auction_properties (updated_at DESC);

-- HM Land Registry Price Paid Data, one row per transaction (columns as published).
CREATE TABLE sold_house_prices (
  transaction_id    text PRIMARY KEY,          -- '{1A2B…}' as published
  price             integer NOT NULL,
  date_of_transfer  date NOT NULL,
  postcode          text,
  property_type     char(1) NOT NULL CHECK (property_type IN ('D', 'S', 'T', 'F', 'O')),
  old_new           char(1) NOT NULL CHECK (old_new IN ('Y', 'N')),
  duration          char(1) NOT NULL CHECK (duration IN ('F', 'L', 'U')),
  paon              text,
  saon              text,
  street            text,
  locality          text,
  town_city         text,
  district          text,
  county            text,
  ppd_category      char(1) NOT NULL CHECK (ppd_category IN ('A', 'B')),
  postcode_district text GENERATED ALWAYS AS (lower(split_part(postcode, ' ', 1))) STORED,
  postcode_sector   text GENERATED ALWAYS AS (
    lower(split_part(postcode, ' ', 1) || '/' || left(split_part(postcode, ' ', 2), 1))
  ) STORED
);
CREATE INDEX sold_prices_district_date ON sold_house_prices (postcode_district, date_of_transfer DESC);
CREATE INDEX sold_prices_sector_date ON sold_house_prices (postcode_sector, date_of_transfer DESC);
CREATE INDEX sold_prices_date ON sold_house_prices (date_of_transfer DESC);
CREATE INDEX sold_prices_price ON sold_house_prices (price);
CREATE INDEX sold_prices_town ON sold_house_prices (lower(town_city), date_of_transfer DESC);
CREATE INDEX sold_prices_type ON sold_house_prices (property_type, date_of_transfer DESC);

-- Resumable imports: how far each PPD file has been committed.
CREATE TABLE ppd_imports (
  file_key        text PRIMARY KEY,            -- sha256 of the first 64 KiB + size
  file_name       text NOT NULL,
  lines_committed bigint NOT NULL DEFAULT 0,
  rows_applied    bigint NOT NULL DEFAULT 0,
  bad_rows        bigint NOT NULL DEFAULT 0,
  finished_at     timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE articles (
  id           bigserial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  title        text NOT NULL,
  excerpt      text NOT NULL,
  body         jsonb NOT NULL,                 -- rich-text blocks, same format as the rich-text section
  cover_image  text,
  author       text NOT NULL,
  category     text NOT NULL,
  published_at timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_published ON articles (published_at DESC);
CREATE INDEX articles_category ON articles (category, published_at DESC);
