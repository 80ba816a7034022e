-- Decision 147: a visitor had no way to write to us (the contact form was a section no seeded page
-- held, and nothing linked one). An About page seeded before, still without a contact form, gets
-- the one the seed now gives it (server/db/seed/content.ts, ABOUT_CONTACT_SECTION), after its
-- other sections. A page an editor gave a contact form of their own is left as it is.
UPDATE pages p
   SET document = jsonb_set(
         p.document,
         '{sections}',
         (p.document -> 'sections') || jsonb_build_array(jsonb_build_object(
           'type', 'contact-form',
           'id', 'about-contact',
           'title', 'Contact us',
           'intro', 'A question about a lot, a sold price or listing your auctions with us? Write to us and we will reply by e-mail. For a lot itself (viewings, the legal pack, bidding), the auction house that sells it answers best.',
           'subjects', jsonb_build_array('A lot or an auction', 'Sold house prices', 'Listing your auctions', 'Something else'),
           'success_message', 'Thank you. We will reply within two working days.'
         ))
       ),
       updated_at = now()
 WHERE p.path = '/about'
   AND jsonb_typeof(p.document -> 'sections') = 'array'
   AND NOT EXISTS (
     SELECT 1 FROM jsonb_array_elements(p.document -> 'sections') AS e(section)
      WHERE e.section ->> 'type' = 'contact-form'
   );
