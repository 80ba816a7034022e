import { spawnSync } from 'node:child_process';
import os from 'node:os';

/** Where and on what the figures were taken: they only compare within one machine and run. */
export function machineInfo() {
  const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    date: new Date().toISOString(),
    gitSha: git('rev-parse', 'HEAD'),
    gitDirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  };
}
