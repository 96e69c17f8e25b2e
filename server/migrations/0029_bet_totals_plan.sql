-- A bet's totals without planning a query per bet (issue 26). platform_game_place_bet (0028)
-- answers the caller's totals per number in the round through platform_game_own_totals. As a
-- `LANGUAGE sql` function that is not inlined (an aggregate over a table), PostgreSQL before 18
-- parses and plans its body on every call: in a CPU profile of the bet bench that was 23% of
-- PostgreSQL's time per bet. As plpgsql its query is planned once per connection and kept. Same
-- arguments, answer and snapshot (STABLE: it sees the bet written earlier in the calling function).
-- Before issue 26, 0028 redefined this function (0012's named the old column); its one definition
-- is now this one, and on a database that ran 0028's, this replaces it.
DROP FUNCTION IF EXISTS platform_game_own_totals(uuid, bigint);

CREATE FUNCTION platform_game_own_totals(p_user_id uuid, p_round_id bigint)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT COALESCE(jsonb_object_agg(t.position_number, t.amount_paise), '{}'::jsonb)
    FROM platform_bet_totals t
    WHERE t.user_id = p_user_id AND t.round_id = p_round_id);
END;
$$;
