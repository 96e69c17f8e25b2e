-- Staff of a jantri book (DESIGN section 5, issue 27): an operator invites a writer (enters and
-- deletes bets for the clients he is given) or a viewer (reads the books of those clients). One
-- row is both the invitation (status 'invited', user_id null until someone accepts its code) and
-- the membership it becomes ('active'); removing access sets 'removed' and every later call of
-- that member on the book is refused (services/book-access.ts).
CREATE TABLE jantri_staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('writer', 'viewer')),
  invite_code text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'removed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  removed_at timestamptz,
  CHECK ((status = 'invited') = (user_id IS NULL))
);
CREATE INDEX jantri_staff_owner_idx ON jantri_staff (owner_id);
-- A person is active staff of one book at most once.
CREATE UNIQUE INDEX jantri_staff_member_key ON jantri_staff (owner_id, user_id)
  WHERE status = 'active';
CREATE INDEX jantri_staff_user_idx ON jantri_staff (user_id);

-- The clients a staff member is given (a client deleted leaves the list).
CREATE TABLE jantri_staff_clients (
  staff_id uuid NOT NULL REFERENCES jantri_staff(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES jantri_clients(id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, client_id)
);

-- Who wrote each bet record and lain-dain entry: existing rows were written by the operator.
-- Null only when the writer's account was deleted later.
ALTER TABLE jantri_bets ADD COLUMN written_by uuid REFERENCES users(id) ON DELETE SET NULL;
UPDATE jantri_bets SET written_by = owner_id;
CREATE INDEX jantri_bets_writer_idx ON jantri_bets (owner_id, written_by, created_at);
ALTER TABLE jantri_lain_dain ADD COLUMN written_by uuid REFERENCES users(id) ON DELETE SET NULL;
UPDATE jantri_lain_dain SET written_by = owner_id;
