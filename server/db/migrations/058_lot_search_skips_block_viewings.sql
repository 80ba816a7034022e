-- "block of flats", "office block", "freehold block" found every lot: each description says how
-- to view it ("Viewings are by block appointment", as real catalogues say "block viewings"), and
-- migration 057 left out only "viewing(s)". "block" and "appointment" stayed, so "block" was all
-- 822 lots and "block of flats" every flat. Those words say how to see the lot, never what it is:
-- the description's part of the search vector now leaves out the whole arrangement ("block
-- appointment(s)", "block viewing(s)", "by appointment"), as it leaves out the Council Tax band.
-- A title or description that says "block" otherwise ("a purpose-built block", "Block of 8
-- lock-up garages") is matched as before.
DROP INDEX IF EXISTS auction_properties_search;
ALTER TABLE auction_properties DROP COLUMN search_vector;
ALTER TABLE auction_properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, '')), 'A')
  || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), 'council[[:space:]-]+tax|payable to the council|\mblock[[:space:]]+(appointments?|viewings?)\M|\mby[[:space:]]+appointment\M|\mviewings?\M', ' ', 'gi')), 'D')
) STORED;
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);
