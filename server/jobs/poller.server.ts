import type { Logger } from 'pino';

export interface Poller {
  /** Ends the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, one run at a time (a tick while one is running is skipped); a
 * failure is logged as `what failed` and the next tick tries again. The timer does not hold the
 * process open. Used by the scheduled publisher and the alerts runner.
 */
export function startPoller(
  what: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  logger: Logger,
): Poller {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((err: unknown) => logger.warn({ err }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
