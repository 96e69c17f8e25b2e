// A test script's checks (test-faults.mjs, test-first-come.mjs): each one printed as it is made,
// `ok` or `FAIL`, so a run reads as a list, and the failed ones kept for the summary the run ends
// with.

/** @returns {{ failures: string[], check: (ok: boolean, what: string) => void }} */
export function checklist() {
  const failures = [];
  const check = (ok, what) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  return { failures, check };
}
