import { availableParallelism } from 'node:os';
import { AuthError } from './auth-error.server';

/**
 * Password hashing (scrypt, ~100 ms of CPU and 32 MiB each) runs on libuv's thread pool, which has
 * four threads whatever the machine. Left alone, a burst of sign-ins fills the pool and takes the
 * cores from the event loop: every page waits behind password work nobody asked it to share, and
 * the queue grows as long as the burst lasts (the load suite saw 30 s stalls). The gate lets
 * `concurrency` hashes run at once (one core fewer than the machine has, so rendering keeps one)
 * and queues at most `queue` more; a request beyond that is refused at once with a 429 and
 * Retry-After rather than waiting behind the queue (decision 054).
 */
export interface PasswordGateOptions {
  /** Hashes at once; 0 = one fewer than the machine's cores, at least 1. */
  concurrency: number;
  /** Hashes waiting beyond those; a request past this is refused. */
  queue: number;
  /** Told the figures after every change (the /metrics gauge). */
  observe?: (stats: PasswordGateStats) => void;
}

export interface PasswordGateStats {
  running: number;
  waiting: number;
  refused: number;
}

/** A 429 every auth handler already answers (JSON API and no-JavaScript forms alike). */
export class PasswordGateBusy extends AuthError {
  constructor(retryAfterSeconds: number) {
    super(
      429,
      'Too many sign-ins at once. Please try again in a few seconds.',
      {},
      retryAfterSeconds,
    );
    this.name = 'PasswordGateBusy';
  }
}

export interface PasswordGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly stats: Readonly<PasswordGateStats>;
}

export function createPasswordGate({
  concurrency,
  queue,
  observe,
}: PasswordGateOptions): PasswordGate {
  const limit = concurrency > 0 ? concurrency : Math.max(1, availableParallelism() - 1);
  const waiting: Array<() => void> = [];
  const stats: PasswordGateStats = { running: 0, waiting: 0, refused: 0 };
  const changed = () => {
    stats.waiting = waiting.length;
    observe?.(stats);
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else stats.running--;
    changed();
  };
  return {
    stats,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (stats.running >= limit) {
        if (waiting.length >= queue) {
          stats.refused++;
          changed();
          // About how long the queue ahead takes to drain, a hash being ~0.1 s.
          throw new PasswordGateBusy(Math.max(1, Math.ceil((queue / limit) * 0.1)));
        }
        // The slot passes straight from the finishing hash to this one (running stays the same).
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          changed();
        });
      } else {
        stats.running++;
        changed();
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
