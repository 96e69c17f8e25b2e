-- Sessions end (DESIGN section 3): tokens unused for SESSION_IDLE_DAYS expire. The sweep that
-- removes them, and the login lookup, filter on last_used_at.
CREATE INDEX IF NOT EXISTS auth_tokens_last_used_idx ON auth_tokens (last_used_at);
