-- When an auction itself last changed (decision 157): its calendar file's revision (SEQUENCE and
-- LAST-MODIFIED), with its lots' own updated_at. A feed that moves a sale or renames its venue
-- sets it; rows already here take the time of this migration.
ALTER TABLE auctions ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now();
