-- The reader's language kept with the account (DESIGN section 9, issue 23): a new login on any
-- device reads in it. Null until the user first chooses (the browser's language serves).
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text CHECK (language IN ('en', 'hi'));
