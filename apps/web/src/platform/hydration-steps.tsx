import { options } from 'preact';
import { Component, type ReactNode, Suspense } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Hydration in steps: a screen's server HTML is hydrated in several tasks instead of one, so that no task on a slow
 * phone is long enough to hold a tap back (50 ms at 4× CPU). The first pass hydrates everything but the parts marked
 * with `HydrateLater`; each of those keeps its server HTML as it is (Preact leaves the markup of a part that suspends
 * while hydrating in place) and is hydrated in a task of its own, in the page's order. A `HydrateLater` met while a
 * step hydrates becomes a step of its own too, so a large part can be split inside. Outside hydration (a screen
 * rendered in the browser, a later render, the server) it renders its children at once.
 *
 * The screen's effects wait for the last step, as they would wait for a hydration in one task: an effect that applies
 * what only the browser knows (a flag in its storage) must not change a part's props before that part is hydrated, or
 * the part would hydrate with other props than the server rendered and keep the server's attributes.
 */

interface Step {
  /** The component holding the part back. */
  part: Component;
  released: boolean;
  /** Settles the step's suspension: its part is hydrated in the microtasks that follow. */
  release: () => void;
  promise: Promise<void>;
  /** Called once the part has been hydrated (its first commit), with the component that held it. */
  hydrated: (part: Component) => void;
}

/** The steps of the hydration under way, or null when none is. */
let queue: Step[] | null = null;
/** Settles when the hydration under way has hydrated its last part (at once when none is under way). */
let settled: Promise<void> = Promise.resolve();
/**
 * True while Preact hydrates: during the first pass, and from a step's release to its commit. A `HydrateLater` made at
 * any other moment (a part rendered afresh while the steps run) renders at once: only server HTML can be left in place.
 */
let hydrating = false;

function newStep(part: Component): Step {
  let settle: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const step: Step = {
    part,
    released: false,
    promise,
    release: () => {
      step.released = true;
      settle();
    },
    hydrated: () => {},
  };
  return step;
}

class Later extends Component<{ children: ReactNode }> {
  /** Set while hydration runs in steps: this part waits for its own. */
  private step: Step | null = null;

  constructor(props: { children: ReactNode }) {
    super(props);
    if (queue && hydrating) {
      this.step = newStep(this);
      queue.push(this.step);
    }
  }

  // A part that suspended is mounted or updated (Preact calls either) once it is hydrated.
  override componentDidMount(): void {
    this.wasHydrated();
  }

  override componentDidUpdate(): void {
    this.wasHydrated();
  }

  private wasHydrated(): void {
    const step = this.step;
    if (!step?.released) return;
    this.step = null;
    step.hydrated(this);
  }

  override render(): ReactNode {
    if (this.step && !this.step.released) throw this.step.promise;
    return this.props.children;
  }
}

/**
 * A part of a screen hydrated in a task of its own after the rest (see above). Its children must render exactly one
 * element: a part that suspends while hydrating keeps one DOM node in place.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

/** How the steps are checked: what a part's markup was before it hydrates, and the part once it has. */
export interface StepCheck {
  before: (part: Component) => string;
  after: (before: string, part: Component) => void;
}

/**
 * Runs `firstPass` (the synchronous hydration) with the `HydrateLater` parts it meets held back, then hydrates each
 * held part in a task of its own, checked by `check` right after its hydration, before any of its effects has run.
 * Resolves once every part is live.
 */
export async function hydrateInSteps(firstPass: () => void, check: StepCheck): Promise<void> {
  const steps: Step[] = [];
  queue = steps;
  let done: () => void = () => {};
  const whenDone = new Promise<void>((resolve) => {
    done = resolve;
  });
  settled = whenDone;
  // Preact's hooks ask this option to run the effects after a paint: they run once every part is live.
  const scheduleEffects = options.requestAnimationFrame;
  options.requestAnimationFrame = (flush) => {
    void whenDone.then(() => (scheduleEffects ?? afterNextFrame)(flush));
  };
  try {
    hydrating = true;
    try {
      firstPass();
    } finally {
      hydrating = false;
    }
    // A step's part may hold parts of its own: they join the end of the queue.
    for (let i = 0; i < steps.length; i += 1) {
      await nextTask();
      const step = steps[i];
      if (!step) continue;
      const before = check.before(step.part);
      const hydrated = new Promise<void>((resolve) => {
        step.hydrated = (part) => {
          hydrating = false;
          check.after(before, part);
          resolve();
        };
      });
      hydrating = true;
      step.release();
      // A part unmounted before its turn (the borrower left the screen) never commits: its step is not waited for.
      await Promise.race([hydrated, nextTask()]);
      hydrating = false;
    }
  } finally {
    // Another root may have started hydrating meanwhile (the site's islands): its queue is its own.
    if (queue === steps) {
      queue = null;
      options.requestAnimationFrame = scheduleEffects;
    }
    hydrating = false;
    done();
  }
}

/** How Preact's hooks run effects by default: after the next frame, or soon when no frame comes (a hidden page). */
function afterNextFrame(flush: () => void): void {
  const timeout = setTimeout(run, 35);
  const frame = requestAnimationFrame(run);
  function run() {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flush);
  }
}

/** Settles once every part of the screen is live: at once, unless hydration is still running its steps. */
export const hydrationSettled = (): Promise<void> => settled;
