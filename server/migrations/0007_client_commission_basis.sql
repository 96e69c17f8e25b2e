-- Commission basis of a jantri client (DESIGN section 5): 'loss' (the spec's loss commission, paid
-- only when the client lost overall) or 'total' (a percentage of everything the client played).
-- Existing clients keep 'loss', today's behaviour; no row changes. IF NOT EXISTS keeps it safe to
-- run where another branch added the same column.
ALTER TABLE jantri_clients
  ADD COLUMN IF NOT EXISTS commission_basis text NOT NULL DEFAULT 'loss'
  CHECK (commission_basis IN ('loss', 'total'));
