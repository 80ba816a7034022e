-- The home page's "Auctions coming up" as the seed wrote it listed lots whose auction starts
-- later than now, by start date: a lot whose online bidding had opened (the most urgent) was left
-- out, and six lots closing in three weeks were shown while 125 closed sooner. A home page still
-- holding that seeded section gets the seed's new one, on when bidding closes (closes_at, as
-- /listings orders). A section an editor changed is left as it is.
UPDATE pages p
   SET document = jsonb_set(
         p.document,
         ARRAY['sections', found.idx::text],
         found.section
           || jsonb_build_object(
                'title', 'Closing soon',
                'subtitle', 'Lots you can still bid on, the soonest to close first.',
                'query', (found.section -> 'query')
                  || '{"filters": [{"field": "lot_status", "op": "_ilike", "value": "available"}, {"field": "closes_at", "op": "_gt", "value": "NOW"}], "order": [{"field": "closes_at", "direction": "asc"}, {"field": "id", "direction": "asc"}]}'::jsonb
              )
       ),
       updated_at = now()
  FROM (
    SELECT pg.id, e.ordinality - 1 AS idx, e.section
      FROM pages pg, jsonb_array_elements(pg.document -> 'sections') WITH ORDINALITY AS e(section, ordinality)
     WHERE pg.is_home
       AND e.section ->> 'id' = 'home-ending-soon'
       AND e.section ->> 'title' = 'Auctions coming up'
       AND e.section -> 'query' -> 'filters' = '[{"field": "lot_status", "op": "_ilike", "value": "available"}, {"field": "auction_date", "op": "_gte", "value": "NOW"}]'::jsonb
       AND e.section -> 'query' -> 'order' = '[{"field": "auction_date", "direction": "asc"}]'::jsonb
  ) AS found
 WHERE p.id = found.id;
