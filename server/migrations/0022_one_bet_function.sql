-- One definition of the number-game bet (issues 24 and 26). Migrations 0011 and 0012 once
-- defined an earlier platform_game_place_bet (six arguments; their text no longer does); on a
-- database migrated with them, this drops that version.
--
-- The bet's one definition, with the `real` money mode's checks inside it (DESIGN section 8), is
-- in 0028_game_rounds.sql: a SQL function lives in the latest migration that defines it, and an
-- older one that a newer one redefines keeps only what the later ones need (docs/ARCHITECTURE.md).
-- Until issue 24 this file defined it too, under the names of its time (game_sessions,
-- session_id); on a database that ran that text, 0028 drops that version and makes its own.
DROP FUNCTION IF EXISTS platform_game_place_bet(uuid, bigint, text, bigint, text, bigint);
