import { describe, expect, it } from 'vitest';
import { formatTasks, simulatedTasks } from './lantern-tasks.mjs';

const cpu = (id, events) => ({ id, type: 'cpu', childEvents: events });
const event = (name, durMs) => ({ name, dur: durMs * 1000 });

describe("the simulated load's tasks", () => {
  const commit = cpu('commit', [
    event('DocumentLoader::CommitNavigation', 30),
    event('LocalWindowProxy::Initialize', 20),
  ]);
  const paint = cpu('paint', [event('Layout', 12), event('Paint', 3), event('UpdateLayoutTree', 1)]);
  const tiny = cpu('tiny', [event('TimerFire', 1)]);
  const timings = new Map([
    [paint, { startTime: 900.4, endTime: 963.2, duration: 62.8 }],
    [commit, { startTime: 700, endTime: 890, duration: 190 }],
    [tiny, { startTime: 970, endTime: 980, duration: 10 }],
    [
      { id: 'html', type: 'network', childEvents: [] },
      { startTime: 0, endTime: 600, duration: 600 },
    ],
  ]);

  it('lists the CPU tasks of 20 ms and more in simulated order, marking those of the first paint estimate', () => {
    const rows = simulatedTasks(timings, new Set(['paint']));
    expect(rows).toEqual([
      {
        startMs: 700,
        endMs: 890,
        durationMs: 190,
        inFcpGraph: false,
        tags: [],
        largest: ['DocumentLoader::CommitNavigation 30.0 ms', 'LocalWindowProxy::Initialize 20.0 ms'],
      },
      {
        startMs: 900,
        endMs: 963,
        durationMs: 63,
        inFcpGraph: true,
        tags: ['Layout', 'Paint', 'UpdateLayoutTree'],
        largest: ['Layout 12.0 ms', 'Paint 3.0 ms', 'UpdateLayoutTree 1.0 ms'],
      },
    ]);
  });

  it('prints a line per task', () => {
    const text = formatTasks(simulatedTasks(timings, new Set(['paint'])));
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('[FCP graph] Layout+Paint+UpdateLayoutTree');
    expect(text).toContain('(untagged)  {DocumentLoader::CommitNavigation 30.0 ms');
  });
});
