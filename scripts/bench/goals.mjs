/** Issue 14's goals: ratios to a static send of the same bytes in the same run, and first-load budgets. */
export const GOALS = {
  hotRatio: 0.8,
  variedRatio: 0.12,
  p99RatioAtMost: 4,
  errors: 0,
  /** gzip bytes (1 KB = 1,024 bytes, as scripts/first-load.mjs counts) for `/`, `/listings`, a lot page. */
  firstLoadJs: 90 * 1024,
  firstLoadCss: 15 * 1024,
};

const round = (n, digits = 3) => Number(n.toFixed(digits));

/**
 * One scenario's verdict: throughput ratio and p99 ratio against its static send, errors, and
 * PASS only when all three meet the goal for its kind (`hot` or `varied`).
 */
export function judge(kind, app, staticSend) {
  const completed = app.requests > 0;
  const ratio = staticSend.rps ? round(app.rps / staticSend.rps) : 0;
  // No answer inside the run: autocannon reports p99 0, which must not read as fast.
  const p99Ratio = completed && staticSend.p99 ? round(app.p99 / staticSend.p99, 1) : null;
  const minRatio = kind === 'hot' ? GOALS.hotRatio : GOALS.variedRatio;
  const failures = [
    !completed && 'no request completed',
    ratio < minRatio && `throughput ${ratio}× < ${minRatio}×`,
    p99Ratio !== null &&
      p99Ratio > GOALS.p99RatioAtMost &&
      `p99 ${p99Ratio}× > ${GOALS.p99RatioAtMost}×`,
    app.errors > GOALS.errors && `${app.errors} errors`,
  ].filter(Boolean);
  return { ratio, p99Ratio, goal: minRatio, pass: failures.length === 0, failures };
}

/** A page's first load against the budget. */
export function judgeFirstLoad(firstLoad) {
  const failures = [
    firstLoad.js > GOALS.firstLoadJs && `JS ${firstLoad.js} B > ${GOALS.firstLoadJs} B`,
    firstLoad.css > GOALS.firstLoadCss && `CSS ${firstLoad.css} B > ${GOALS.firstLoadCss} B`,
    ...[...new Set((firstLoad.forbidden ?? []).map((f) => f.name))].map((name) => `loads ${name}`),
  ].filter(Boolean);
  return { pass: failures.length === 0, failures };
}
