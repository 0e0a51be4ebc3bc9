/**
 * A partial bench run (`--only=…` or `--suite-files=…`) measures some sections again; the report keeps the other
 * sections from the runs that measured them, and says which run each figure comes from. Every run is listed in
 * `runs` (date, duration, what it measured, the machine's load), and every suite's figures carry the date of the
 * run that wrote them, so nothing in results.md looks newer than it is.
 */

/** The sections a run can measure; `bytes` is measured by every run (it only reads the build). */
export const SECTIONS = ['bytes', 'suites', 'lighthouse', 'firstTap', 'api', 'scale', 'suitesPostgres'];

/** What a results file says about the runs it holds; a file written before runs were listed was one full run. */
export function runsOf(results) {
  if (Array.isArray(results.runs) && results.runs.length > 0) return results.runs;
  return [
    {
      date: results.date,
      seconds: results.seconds,
      measured: 'everything',
      loadAtStart: results.machine?.loadAtStart,
      loadAtEnd: results.machine?.loadAtEnd,
    },
  ];
}

function stampSuites(suites, date) {
  if (!suites) return suites;
  return { ...suites, suites: suites.suites.map((s) => ({ measuredAt: date, ...s })) };
}

/** Suites measured again replace their earlier figures file by file; the others keep theirs, with their date. */
function mergeSuites(previous, current) {
  if (!previous) return current;
  const replaced = new Set(current.suites.map((s) => s.file));
  return {
    ...current,
    suites: [...previous.suites.filter((s) => !replaced.has(s.file)), ...current.suites].sort((a, b) =>
      a.file.localeCompare(b.file),
    ),
  };
}

/**
 * `previous` is the results file as it was, `current` this run's results holding only what it measured, `measured`
 * a description of what this run measured. Returns the merged results.
 */
export function mergeResults(previous, current, measured) {
  const merged = { ...previous };
  // Figures of a file written by one full run carry no date of their own: they are that run's.
  for (const key of ['suites', 'suitesPostgres']) merged[key] = stampSuites(merged[key], previous.date);
  for (const key of SECTIONS) {
    if (current[key] === undefined) continue;
    if (key === 'suites' || key === 'suitesPostgres') {
      merged[key] = mergeSuites(merged[key], stampSuites(current[key], current.date));
    } else {
      merged[key] = current[key];
    }
  }
  merged.errors = [...(current.errors ?? [])];
  const postgres = current.machine.postgres === 'not run' ? previous.machine.postgres : current.machine.postgres;
  merged.machine = { ...previous.machine, ...current.machine, postgres };
  merged.runs = [
    ...runsOf(previous),
    {
      date: current.date,
      seconds: current.seconds,
      measured,
      loadAtStart: current.machine.loadAtStart,
      loadAtEnd: current.machine.loadAtEnd,
    },
  ];
  merged.date = current.date;
  merged.seconds = current.seconds;
  return merged;
}
