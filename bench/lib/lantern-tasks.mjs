/**
 * What Lighthouse's simulation (Lantern) counts as blocking: the main-thread tasks of one simulated load, in simulated
 * time, each marked when it belongs to the graph Lantern estimates the first contentful paint from. Simulated TBT sums,
 * over the tasks of 50 ms and more, the part after that estimate: a task of the first paint's work that is not in the
 * estimate's graph (the document's commit, a layout the parser forces apart from the paint) runs past it and counts.
 */

/** The trace events that name what a task did, in the order a reader looks for them. */
const TAGS = [
  'ParseHTML',
  'Layout',
  'Paint',
  'UpdateLayoutTree',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
];
const MIN_SIMULATED_MS = 20;
const LARGEST_EVENTS = 4;

/**
 * One row per simulated CPU task of at least 20 ms: `timings` is a Lantern estimate's `nodeTimings` (node → start, end
 * and duration in ms), `inFcpGraph` the ids of the nodes of FCP's graph. Each row names the task's tags and its largest
 * trace events (their observed, unthrottled duration).
 */
export function simulatedTasks(timings, inFcpGraph) {
  return [...timings.entries()]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= MIN_SIMULATED_MS)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, timing]) => {
      const names = new Set(node.childEvents.map((event) => event.name));
      const largest = node.childEvents
        .filter((event) => (event.dur ?? 0) > 0)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, LARGEST_EVENTS)
        .map((event) => `${event.name} ${(event.dur / 1000).toFixed(1)} ms`);
      return {
        startMs: Math.round(timing.startTime),
        endMs: Math.round(timing.endTime),
        durationMs: Math.round(timing.duration),
        inFcpGraph: inFcpGraph.has(node.id),
        tags: TAGS.filter((tag) => names.has(tag)),
        largest,
      };
    });
}

/** The rows as text, one task a line. */
export function formatTasks(rows) {
  return rows
    .map(
      (row) =>
        `${String(row.startMs).padStart(5)}–${String(row.endMs).padEnd(5)} ${String(row.durationMs).padStart(4)} ms` +
        `${row.inFcpGraph ? ' [FCP graph]' : '            '} ${row.tags.join('+') || '(untagged)'}  {${row.largest.join(', ')}}`,
    )
    .join('\n');
}
