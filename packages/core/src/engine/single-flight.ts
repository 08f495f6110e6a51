/**
 * One action at a time: while a run of `task` is in flight, a call answers that run's promise and starts nothing. For
 * the actions a press starts and that must not run twice for one intent (issue 35: a double click on 'Bekreft henting'
 * or 'Endre bestilling' saves, reserves or loads once). A call after the run has settled starts a new one, so a failed
 * action can be tried again. The calls' arguments are the first call's: use it for actions whose calls are the same.
 */
export function singleFlight<Result>(task: () => Promise<Result>): () => Promise<Result> {
  let inFlight: Promise<Result> | null = null;
  return () => {
    if (inFlight !== null) {
      return inFlight;
    }
    const run = task().finally(() => {
      inFlight = null;
    });
    inFlight = run;
    return run;
  };
}
