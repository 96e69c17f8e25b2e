// The scale test's outcome (scripts/test-scale.mjs): the problems that fail it, and the figures it
// prints either way (what was acknowledged, lost or doubled, the ledger, the rounds, chat order,
// broadcasts per turnover and the takeover after the leader's SIGKILL).

/**
 * Prints the figures; returns the problems (none when the run passed).
 * @param {object} run  what test-scale.mjs measured: the database checks' `result`, the chat
 *   `burst` and its `burstSize`, the acknowledged `bets` and `chatAcked`, the bet `stats`, the
 *   turnover `watch`, the `takeover` event and `takeoverMs`, the killed `leaderPort`, and the
 *   run's `database`, `prefix`, `roundSeconds` and `started` time
 */
export function reportFigures(run) {
  const { result, burst, burstSize, bets, chatAcked, stats, watch, takeover, takeoverMs } = run;
  const counts = [...watch.turnovers.values()];
  const problems = [...result.problems];
  if (result.lost) problems.push(`${result.lost} acknowledged operations lost`);
  if (result.duplicated) problems.push(`${result.duplicated} operations stored twice`);
  if (
    burst.acked !== burstSize ||
    burst.deliveredCount !== burstSize ||
    burst.historyCount !== burstSize
  )
    problems.push(
      `burst: ${burst.acked} acked, ${burst.deliveredCount} delivered, ${burst.historyCount} in history`,
    );
  const orderInversions = burst.ackSeqInversions + burst.stored + burst.delivered + burst.history;
  if (orderInversions) problems.push(`${orderInversions} chat order inversions`);
  if (counts.some((n) => n !== 1))
    problems.push(`turnover broadcasts per socket: ${counts.join(',')}`);
  if (watch.lateNulls)
    problems.push(`${watch.lateNulls} session_details without a result after a turnover`);
  if (watch.turnovers.size < 2) problems.push('fewer than one turnover seen per observer');
  if (takeoverMs === null || takeoverMs > run.roundSeconds * 1000)
    problems.push('no takeover within one round');
  const afterKill = result.settledRounds; // rounds settled in all, before and after the kill

  console.log('\ntest:scale figures');
  console.log(
    `  instances                 3 behind a round-robin proxy (PostgreSQL ${run.database.name}, Redis prefix ${run.prefix})`,
  );
  console.log(
    `  operations acknowledged   ${bets.length} bets, ${chatAcked.length + burst.acked} chat messages (${stats.unanswered} bet calls never answered)`,
  );
  console.log(`  lost / duplicated         ${result.lost} / ${result.duplicated}`);
  console.log(
    `  ledger                    ${result.walletBreaks} wallets off their ledger, ${result.winningBets} winning bets paid once each`,
  );
  console.log(
    `  rounds                    ${afterKill} settled, ${result.roundIdGaps} round id gaps`,
  );
  console.log(
    `  chat order inversions     ${orderInversions} (ack ${burst.ackSeqInversions}, stored ${burst.stored}, delivered ${burst.delivered}, history ${burst.history}) over ${burstSize} unawaited sends`,
  );
  console.log(
    `  broadcasts per turnover   ${counts.join(', ')} (per observer socket; ${watch.lateNulls} late null results)`,
  );
  console.log(
    `  takeover after SIGKILL    ${takeoverMs === null ? 'none' : `${takeoverMs} ms`} (leader was :${run.leaderPort}, now :${takeover?.port ?? '-'})`,
  );
  console.log(`  time                      ${Math.round((Date.now() - run.started) / 1000)} s`);
  return problems;
}
