-- A lot search for "council" (a buyer's "ex council house", "council flat") matched 739 of the
-- seeded lots for sale: every residential description gives its "Council Tax band", and Northern
-- Ireland's say "Domestic rates are payable to the council". Real catalogues print the band on
-- every lot just the same ("Council Tax Band: C"). Those words say what the lot costs to live in,
-- never what it is, so the description's part of the search vector leaves them out; a title,
-- address or description that says "council" anywhere else ("ex-council", "former council
-- offices") is matched as before. The band stays in the description and on the lot page.
DROP INDEX IF EXISTS auction_properties_search;
ALTER TABLE auction_properties DROP COLUMN search_vector;
ALTER TABLE auction_properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, '')), 'A')
  || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), 'council[[:space:]-]+tax|payable to the council', ' ', 'gi')), 'D')
) STORED;
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);
