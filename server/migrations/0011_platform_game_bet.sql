-- A number-game bet in one round trip (issue 14): the same steps the API ran as eight statements
-- (repeat check, round FOR SHARE, conditional wallet debit, ledger entry, bet row, totals) now run
-- inside the database, in the caller's single statement and so in one transaction.
-- Invariants kept: the round must be open and not past its end (FOR SHARE, so settlement's UPDATE
-- waits for the bet); the wallet keeps at least p_min_after paise (a bet must be less than the
-- wallet); the ledger entry carries the balance after and the idempotency key; a repeated
-- request_id answers like the first and changes no money; users' CHECK and the unique indexes
-- stay the last line of defence (their errors reach the API as before).
-- Answers one row: outcome 'placed' | 'repeat' | 'closed' | 'no_session' | 'low_balance', the
-- wallet after (paise) and the caller's totals per number in the round (paise, jsonb).
-- The caller's amounts (paise) per number in one round, as {"07": 1000, ...}.
CREATE OR REPLACE FUNCTION platform_game_own_totals(p_user_id uuid, p_session_id bigint)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT COALESCE(jsonb_object_agg(t.position_number, t.total), '{}'::jsonb)
  FROM (
    SELECT b.position_number, sum(b.amount_paise) AS total
    FROM platform_bets b
    WHERE b.user_id = p_user_id AND b.session_id = p_session_id
    GROUP BY b.position_number
  ) t;
$$;

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

  RETURN QUERY SELECT 'placed'::text, v_balance, platform_game_own_totals(p_user_id, v_session);
END;
$$;
