-- A bet's answer in constant time (issue 14): the caller's totals per number in the round were a
-- GROUP BY over every bet of that caller in the round, run while the wallet row was locked, so a
-- busy bettor's bets queued behind an aggregate that grew with each bet (13 ms at 2,800 bets).
-- platform_bet_totals keeps the running sum per (round, user, number), written by the same
-- statement that stores the bet; platform_bets stays the record (settlement reads it), the
-- totals follow it (same transaction; rows cascade with their round and user).
CREATE TABLE platform_bet_totals (
  session_id bigint NOT NULL REFERENCES game_sessions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position_number text NOT NULL,
  amount_paise bigint NOT NULL,
  PRIMARY KEY (user_id, session_id, position_number)
);

INSERT INTO platform_bet_totals (session_id, user_id, position_number, amount_paise)
  SELECT session_id, user_id, position_number, sum(amount_paise)
  FROM platform_bets GROUP BY session_id, user_id, position_number;

-- The caller's totals per number in a round, read from this table (platform_game_own_totals),
-- are defined once, in 0029; this migration defined them first (issue 26).

-- The bet function itself (platform_game_place_bet, which writes the running total beside the
-- bet) is defined once, in 0028; this migration defined an earlier one (issue 24).
