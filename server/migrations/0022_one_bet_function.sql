-- The one definition of the number-game bet (issues 24 and 26). Migrations 0011 and 0012 once
-- defined an earlier platform_game_place_bet (their text no longer does); on a database migrated
-- with them, this drops that version. It defines the function once, with the `real`
-- money mode's checks inside it (DESIGN section 8): the 18+ confirmation and no running
-- self-exclusion, read in the bet's own statement instead of two round trips before it. Money
-- moves in SQL here for speed (one statement, one transaction per bet); docs/ARCHITECTURE.md
-- names it as a home of wallet writes beside services/wallet-ledger.ts.
--
-- Steps, in the order the API answered them before (checks first, then the bet):
-- 1. p_real: no confirmed date of birth -> 'age_needed'; a self-exclusion started at p_now
--    without an end -> 'excluded_forever', else one ending after p_now -> 'excluded' with its
--    end (the latest). p_now is the API's clock (config.now), as the checks in the API used.
-- 2. A repeated request_id answers like the first and changes no money ('repeat').
-- 3. The round must be open and not past its end (FOR SHARE: settlement's UPDATE waits for the
--    bet), else 'closed' (another round is open) or 'no_session'.
-- 4. The wallet keeps at least p_min_after paise, else 'low_balance'; the ledger entry carries
--    the balance after and the idempotency key; the bet row and its running total (0012).
-- Answers one row: outcome, the wallet after (paise), the caller's totals per number in the
-- round (paise, jsonb) and, for 'excluded', the exclusion's end.
DROP FUNCTION IF EXISTS platform_game_place_bet(uuid, bigint, text, bigint, text, bigint);

CREATE FUNCTION platform_game_place_bet(
  p_user_id uuid,
  p_session_id bigint,
  p_position text,
  p_amount bigint,
  p_request_id text,
  p_min_after bigint,
  p_real boolean,
  p_now timestamptz
) RETURNS TABLE (outcome text, wallet_paise bigint, totals jsonb, excluded_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_session bigint;
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
    SELECT b.session_id INTO v_session FROM platform_bets b
      WHERE b.user_id = p_user_id AND b.request_id = p_request_id LIMIT 1;
    IF FOUND THEN
      SELECT u.wallet_paise INTO v_balance FROM users u WHERE u.id = p_user_id;
      RETURN QUERY SELECT 'repeat'::text, COALESCE(v_balance, 0),
        platform_game_own_totals(p_user_id, v_session), NULL::timestamptz;
      RETURN;
    END IF;
  END IF;

  SELECT s.id INTO v_session FROM game_sessions s
    WHERE s.id = p_session_id AND s.status = 'open' AND s.ends_at > now()
    FOR SHARE;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM game_sessions s WHERE s.status = 'open') THEN
      RETURN QUERY SELECT 'closed'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
    ELSE
      RETURN QUERY SELECT 'no_session'::text, NULL::bigint, NULL::jsonb, NULL::timestamptz;
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
    VALUES (p_user_id, 'bet', -p_amount, v_balance, 'session:' || v_session,
            CASE WHEN p_request_id IS NULL THEN NULL ELSE 'bet:' || p_user_id || ':' || p_request_id END,
            'number ' || p_position);
  INSERT INTO platform_bets (session_id, user_id, position_number, amount_paise, request_id)
    VALUES (v_session, p_user_id, p_position, p_amount, p_request_id);
  INSERT INTO platform_bet_totals AS t (session_id, user_id, position_number, amount_paise)
    VALUES (v_session, p_user_id, p_position, p_amount)
    ON CONFLICT (user_id, session_id, position_number)
    DO UPDATE SET amount_paise = t.amount_paise + EXCLUDED.amount_paise;

  RETURN QUERY SELECT 'placed'::text, v_balance, platform_game_own_totals(p_user_id, v_session),
    NULL::timestamptz;
END;
$$;
