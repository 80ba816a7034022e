-- A lot search for "views" ("flat with views", "garden with views") matched every seeded lot: each
-- description says how to view it ("Viewings are by block appointment"), as real catalogues do,
-- and the English stemmer makes "viewings" and "views" one word. The chip said “views” and
-- filtered nothing. Those words say how to see the lot, never what it is, so the description's
-- part of the search vector leaves them out, as it leaves out the Council Tax band (migration
-- 056). A title or description that says "view" or "views" is matched as before.
DROP INDEX IF EXISTS auction_properties_search;
ALTER TABLE auction_properties DROP COLUMN search_vector;
ALTER TABLE auction_properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, '')), 'A')
  || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), 'council[[:space:]-]+tax|payable to the council|\mviewings?\M', ' ', 'gi')), 'D')
) STORED;
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);

-- A few words a buyer types share their stem with a word that means something else: "pool" with
-- "Poole" (every address and description of a lot there names the town), "large" with "Largs",
-- "parking" with "park" ("close to parks"). They are matched as written as well (`_search_word`),
-- on this vector of the words as they stand ('simple': no stems), indexed like the other, so
-- that both indexes answer together. Not the place column: a lot's town is read by the place.
ALTER TABLE auction_properties ADD COLUMN words_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, ''))
) STORED;
CREATE INDEX auction_properties_words ON auction_properties USING gin (words_vector);
