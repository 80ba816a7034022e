-- A kind of lot said in the search ("shop", "end terrace", "detached bungalow") is matched in the
-- lot's title (`_search_title`, decision 112), but weight A held the title, address, place and
-- postcode together: "shop" found a house on Shop Lane, "end terrace" a mid-terrace house in
-- Crouch End. The title now has weight A alone; the address, place and postcode weight B. Both
-- are still matched by `_search`, as before; the description stays weight D.
DROP INDEX IF EXISTS auction_properties_search;
ALTER TABLE auction_properties DROP COLUMN search_vector;
ALTER TABLE auction_properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A')
  || setweight(to_tsvector('english', coalesce(address, '') || ' ' || coalesce(location, '') || ' ' || coalesce(postcode, '')), 'B')
  || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), 'council[[:space:]-]+tax|payable to the council|\mblock[[:space:]]+(appointments?|viewings?)\M|\mby[[:space:]]+appointment\M|\mviewings?\M', ' ', 'gi')), 'D')
) STORED;
CREATE INDEX auction_properties_search ON auction_properties USING gin (search_vector);
