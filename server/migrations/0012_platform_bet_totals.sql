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

CREATE OR REPLACE FUNCTION platform_game_own_totals(p_user_id uuid, p_session_id bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT COALESCE(jsonb_object_agg(t.position_number, t.amount_paise), '{}'::jsonb)
  FROM platform_bet_totals t
  WHERE t.user_id = p_user_id AND t.session_id = p_session_id;
$$;

-- As in 0011, plus the running total; the steps and invariants are unchanged.
CREATE OR REPLACE FUNCTION platform_game_place_bet(
  p_user_id uuid,
  p_session_id bigint,
  p_position text,
  p_amount bigint,
  p_request_id text,
  p_min_after bigint
) RETURNS TABLE (outcome text, wallet_paise bigint, totals jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_session bigint;
  v_balance bigint;
BEGIN
  IF p_request_id IS NOT NULL THEN
    SELECT b.session_id INTO v_session FROM platform_bets b
      WHERE b.user_id = p_user_id AND b.request_id = p_request_id LIMIT 1;
    IF FOUND THEN
      SELECT u.wallet_paise INTO v_balance FROM users u WHERE u.id = p_user_id;
      RETURN QUERY SELECT 'repeat'::text, COALESCE(v_balance, 0), platform_game_own_totals(p_user_id, v_session);
      RETURN;
    END IF;
  END IF;

  SELECT s.id INTO v_session FROM game_sessions s
    WHERE s.id = p_session_id AND s.status = 'open' AND s.ends_at > now()
    FOR SHARE;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM game_sessions s WHERE s.status = 'open') THEN
      RETURN QUERY SELECT 'closed'::text, NULL::bigint, NULL::jsonb;
    ELSE
      RETURN QUERY SELECT 'no_session'::text, NULL::bigint, NULL::jsonb;
    END IF;
    RETURN;
  END IF;

  UPDATE users u SET wallet_paise = u.wallet_paise - p_amount
    WHERE u.id = p_user_id AND u.wallet_paise - p_amount >= GREATEST(p_min_after, 0)
    RETURNING u.wallet_paise INTO v_balance;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'low_balance'::text, NULL::bigint, NULL::jsonb;
    RETURN;
  END IF;

  INSERT INTO wallet_entries (user_id, kind, amount_paise, balance_after_paise, reference, idempotency_key, note)
    VALUES (p_user_id, 'bet', -p_amount, v_balance, 'session:' || v_session,
            CASE WHEN p_request_id IS NULL THEN NULL ELSE 'bet:' || p_user_id || ':' || p_request_id END,
            'number ' || p_position);
  INSERT INTO platform_bets (session_id, user_id, position_number, amount_paise, request_id)
    VALUES (v_session, p_user_id, p_position, p_amount, p_request_id);
  INSERT INTO platform_bet_totals AS t (session_id, user_id, position_number, amount_paise)
    VALUES (v_session, p_user_id, p_position, p_amount)
    ON CONFLICT (user_id, session_id, position_number)
    DO UPDATE SET amount_paise = t.amount_paise + EXCLUDED.amount_paise;

  RETURN QUERY SELECT 'placed'::text, v_balance, platform_game_own_totals(p_user_id, v_session);
END;
$$;
