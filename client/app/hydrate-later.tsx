import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { nextTask } from '#client/runtime/next-task';

/**
 * Hydration in slices (decision 061). Preact hydrates a tree in one synchronous pass, so a whole
 * page would hydrate in one long task (Lighthouse's TBT counts every task over 50 ms of a CPU four
 * times slower). A component that suspends while Preact hydrates keeps the server's DOM on screen
 * and resumes hydrating it when its promise settles: each `HydrateLater` suspends once, during the
 * first hydration only, on a promise that settles in a task of its own after the slice before it.
 */
let hydrating = false;
let slices: Promise<void> = Promise.resolve();

/** The next slice: settles in a new task once the slice before it has settled (and hydrated). */
function nextSlice(): Promise<void> {
  slices = slices.then(nextTask);
  return slices;
}

/**
 * Settles once every slice queued so far has hydrated. A slice's own slices are queued when it
 * resumes, in the microtasks after its promise settles: a task later they are all in the queue.
 */
export async function slicesHydrated(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = slices;
    await seen;
    await nextTask();
  } while (seen !== slices);
}

/**
 * Runs the first hydration. Until its last slice has hydrated, every `HydrateLater` that renders
 * for the first time (in the first pass, or inside a slice resuming) becomes a slice of its own.
 */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    void slicesHydrated().then(() => {
      hydrating = false;
    });
  }
}

class Slice extends Component<{ children: ReactNode }> {
  #slice: Promise<void> | 'done' | undefined;

  override render() {
    if (this.#slice === undefined && hydrating) {
      this.#slice = nextSlice().then(() => {
        this.#slice = 'done';
      });
    }
    if (this.#slice !== undefined && this.#slice !== 'done') throw this.#slice;
    return this.props.children;
  }
}

/**
 * Hydrates its child in a later task than its parent. The child must render one element at its
 * root: Preact keeps the first non-comment node where a suspended component stood. Its own
 * Suspense boundary catches the suspension (one above it would be React Router's error boundary).
 * While hydrating, the server's DOM stays on screen in place of the fallback; one that mounts
 * afresh before the last slice is in (a navigation in the page's first moments) shows nothing for
 * a task. On the server, in React, and once the page has hydrated it renders its child at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // The server has nothing to slice: no boundary, no comment markers in the HTML.
  if (typeof document === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}

/** `Body` (one element at its root) as a component that hydrates in a task of its own. */
export function hydratedLater<P extends object>(Body: ComponentType<P>): (props: P) => ReactNode {
  return function Later(props: P) {
    return (
      <HydrateLater>
        <Body {...props} />
      </HydrateLater>
    );
  };
}
