-- Lots seeded before the app served legal packs link to made-up auctioneer sites (`.example`
-- domains, which never resolve). Point them at the generated demo pack the app now serves,
-- `/listings/{id}/legal-pack.pdf`, as a fresh seed does. Real links are left alone.
UPDATE auction_properties
   SET legal_pack_url = '/listings/' || id || '/legal-pack.pdf'
 WHERE legal_pack_url ~ '^https://www\.[a-z0-9-]+\.example/legal-packs/';
