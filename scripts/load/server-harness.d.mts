// Types of server-harness.mjs for the TypeScript suites that start the production build.
import type { ChildProcess } from 'node:child_process';

export const METRICS_TOKEN: string;
export const JWT_SECRET: string;
export function rssOf(pid: number): number;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export const pgCluster: {
  start(): string;
  stop(): void;
  freshDatabase(clusterUrl: string, name: string): Promise<string>;
};
export interface RunningServer {
  base: string;
  pid: number;
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: string | null }>;
  readonly exit: { code: number | null; signal: string | null } | null;
  rss(): number;
  stop(
    signal?: NodeJS.Signals,
    graceMs?: number,
  ): Promise<{ code: number | null; signal: string | null }>;
}
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<RunningServer>;
export function removeDir(dir: string): void;
export function knownV8Aborts(): {
  port: number;
  exit: { code: number | null; signal: string | null };
  at: number;
}[];
export function saysV8Abort(text: unknown): boolean;
export function scrapeMetric(base: string, name: string): Promise<number | null>;
export function writeReport(file: string, key: string, value: unknown): void;
