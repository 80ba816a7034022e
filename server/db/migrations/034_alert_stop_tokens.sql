-- One stop link per account for the List-Unsubscribe header of its alert e-mails (decision 072):
-- it stops every saved-search and watch alert of the account, and stays one short header line
-- however many alerts the e-mail holds (a link naming each alert's token passed RFC 5322's 998
-- characters at twenty saved searches).
CREATE TABLE IF NOT EXISTS alert_stop_tokens (
  user_id    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token      text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
