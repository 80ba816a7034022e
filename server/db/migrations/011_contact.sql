-- Messages sent through the contact-form section.
CREATE TABLE contact_messages (
  id         bigserial PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  subject    text NOT NULL,
  message    text NOT NULL,
  page_path  text,
  ip_hash    text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);
