-- The number game's round is a round in the database too (issue 24): one name per concept from
-- the contract to the tables. `session` stays the login's word (the sessions table); the game's
-- wire names (`session_id`, `current_session_id`, `session_result`, the `game-session` paths)
-- stay as the spec has them and are mapped once, in server/src/wire/platform-game.ts and
-- services/platform-game-bets.ts. Renames keep every row: game_sessions -> game_rounds,
-- platform_bets.session_id and platform_bet_totals.session_id -> round_id (with their index,
-- key and sequence names), and the ledger's references of the game 'session:<id>' ->
-- 'round:<id>'.
--
-- The bet function, which names the old columns, is redefined here under the new names:
-- platform_game_place_bet, whose one definition is this one (on a database that ran 0022 before
-- issue 24, that file's version is dropped; its steps and answers are unchanged, but the outcome
-- 'no_session' is 'no_round'). platform_game_own_totals (0012's, which names the old column too)
-- is defined once, in 0029; this migration redefined it until issue 26.
ALTER TABLE game_sessions RENAME TO game_rounds;
ALTER SEQUENCE game_sessions_id_seq RENAME TO game_rounds_id_seq;
ALTER INDEX game_sessions_pkey RENAME TO game_rounds_pkey;
ALTER INDEX game_sessions_one_open RENAME TO game_rounds_one_open;
ALTER TABLE game_rounds RENAME CONSTRAINT game_sessions_declared_number_check TO game_rounds_declared_number_check;
ALTER TABLE game_rounds RENAME CONSTRAINT game_sessions_winning_number_check TO game_rounds_winning_number_check;
ALTER TABLE game_rounds RENAME CONSTRAINT game_sessions_result_source_check TO game_rounds_result_source_check;
ALTER TABLE game_rounds RENAME CONSTRAINT game_sessions_status_check TO game_rounds_status_check;

ALTER TABLE platform_bets RENAME COLUMN session_id TO round_id;
ALTER TABLE platform_bets RENAME CONSTRAINT platform_bets_session_id_fkey TO platform_bets_round_id_fkey;
ALTER INDEX platform_bets_session_idx RENAME TO platform_bets_round_idx;

ALTER TABLE platform_bet_totals RENAME COLUMN session_id TO round_id;
ALTER TABLE platform_bet_totals
  RENAME CONSTRAINT platform_bet_totals_session_id_fkey TO platform_bet_totals_round_id_fkey;

UPDATE wallet_entries SET reference = 'round:' || substr(reference, length('session:') + 1)
  WHERE kind IN ('bet', 'win') AND reference LIKE 'session:%';

DROP FUNCTION IF EXISTS platform_game_place_bet(uuid, bigint, text, bigint, text, bigint, boolean, timestamptz);

-- The bet, the one definition of platform_game_place_bet (its steps and answers are those 0022
-- defined before issue 24, under the round's names). It runs the `real` money mode's checks
-- inside it (DESIGN section 8): the 18+ confirmation and no running self-exclusion, read in the
-- bet's own statement instead of two round trips before it. Money moves in SQL here for speed
-- (one statement, one transaction per bet); docs/ARCHITECTURE.md names it as a home of wallet
-- writes beside services/wallet-ledger.ts.
--
-- Steps, in the order the API answered them before (checks first, then the bet):
-- 1. p_real: no confirmed date of birth -> 'age_needed'; a self-exclusion started at p_now
--    without an end -> 'excluded_forever', else one ending after p_now -> 'excluded' with its
--    end (the latest). p_now is the API's clock (config.now), as the checks in the API used.
-- 2. A repeated request_id answers like the first and changes no money ('repeat').
-- 3. The round must be open and not past its end (FOR SHARE: settlement's UPDATE waits for the
--    bet), else 'closed' (another round is open) or 'no_round'.
-- 4. The wallet keeps at least p_min_after paise, else 'low_balance'; the ledger entry carries
--    the balance after and the idempotency key; the bet row and its running total (0012).
-- Answers one row: outcome, the wallet after (paise), the caller's totals per number in the
-- round (paise, jsonb) and, for 'excluded', the exclusion's end.
CREATE FUNCTION platform_game_place_bet(
  p_user_id uuid,
  p_round_id bigint,
  p_position text,
  p_amount bigint,
  p_request_id text,
  p_min_after bigint,
  p_real boolean,
  p_now timestamptz
) RETURNS TABLE (outcome text, wallet_paise bigint, totals jsonb, excluded_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_round bigint;
  v_balance bigint;
  v_forever boolean;
  v_until timestamptz;
BEGIN
  IF p_real THEN
    IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id
        AND u.date_of_birth IS NOT NULL AND u.age_confirmed_at IS NOT NULL) THEN
      RETURN QUERY SELECT 'age_needed'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
      RETURN;
    END IF;
    SELECT bool_or(x.ends_at IS NULL), max(x.ends_at) INTO v_forever, v_until
      FROM self_exclusions x
      WHERE x.user_id = p_user_id AND x.starts_at <= p_now
        AND (x.ends_at IS NULL OR x.ends_at > p_now);
    IF v_forever THEN
      RETURN QUERY SELECT 'excluded_forever'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
      RETURN;
    ELSIF v_until IS NOT NULL THEN
      RETURN QUERY SELECT 'excluded'::text, NULL::bigint, NULL::jsonb, v_until;
      RETURN;
    END IF;
  END IF;

  IF p_request_id IS NOT NULL THEN
    SELECT b.round_id INTO v_round FROM platform_bets b
      WHERE b.user_id = p_user_id AND b.request_id = p_request_id LIMIT 1;
    IF FOUND THEN
      SELECT u.wallet_paise INTO v_balance FROM users u WHERE u.id = p_user_id;
      RETURN QUERY SELECT 'repeat'::text, COALESCE(v_balance, 0),
        platform_game_own_totals(p_user_id, v_round), NULL::timestamptz;
      RETURN;
    END IF;
  END IF;

  SELECT s.id INTO v_round FROM game_rounds s
    WHERE s.id = p_round_id AND s.status = 'open' AND s.ends_at > now()
    FOR SHARE;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM game_rounds s WHERE s.status = 'open') THEN
      RETURN QUERY SELECT 'closed'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
    ELSE
      RETURN QUERY SELECT 'no_round'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
    END IF;
    RETURN;
  END IF;

  UPDATE users u SET wallet_paise = u.wallet_paise - p_amount
    WHERE u.id = p_user_id AND u.wallet_paise - p_amount >= GREATEST(p_min_after, 0)
    RETURNING u.wallet_paise INTO v_balance;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'low_balance'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
    RETURN;
  END IF;

  INSERT INTO wallet_entries (user_id, kind, amount_paise, balance_after_paise, reference, idempotency_key, note)
    VALUES (p_user_id, 'bet', -p_amount, v_balance, 'round:' || v_round,
            CASE WHEN p_request_id IS NULL THEN NULL ELSE 'bet:' || p_user_id || ':' || p_request_id END,
            'number ' || p_position);
  INSERT INTO platform_bets (round_id, user_id, position_number, amount_paise, request_id)
    VALUES (v_round, p_user_id, p_position, p_amount, p_request_id);
  INSERT INTO platform_bet_totals AS t (round_id, user_id, position_number, amount_paise)
    VALUES (v_round, p_user_id, p_position, p_amount)
    ON CONFLICT (user_id, round_id, position_number)
    DO UPDATE SET amount_paise = t.amount_paise + EXCLUDED.amount_paise;

  RETURN QUERY SELECT 'placed'::text, v_balance, platform_game_own_totals(p_user_id, v_round),
    NULL::timestamptz;
END;
$$;
