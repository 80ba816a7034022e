-- A lot search matches the lot's description too (decision 112). Catalogues say who sells
-- ("by order of the LPA receivers", "on the instructions of the executors"), how a house is let
-- ("a licensed HMO") and what it needs in the description, not the title: "repossessions",
-- "probate" or "hmo" found no lot, though the lots said so. Title, address, place and postcode
-- are matched as before.
--
-- Title, address, place and postcode carry weight A, the description weight D: the graph's
-- `_search_title` matches weight A only, for the buyers' phrases whose catalogue words a
-- description also uses in another sense ("refurbished in recent years" is no "fixer upper";
-- "could be let after cosmetic work" is no "buy to let"; "subject to planning" is no "with planning").
DROP INDEX IF EXISTS auction_properties_search;
ALTER TABLE auction_properties DROP COLUMN search_vector;
ALTER TABLE auction_properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, '')), 'A')
  || setweight(to_tsvector('english', coalesce(description, '')), 'D')
) STORED;
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);
