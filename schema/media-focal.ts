// Zod-free: section renderers on public pages read this (decision 051).
const step = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10) * 10;

/** Classes that set `object-position` to the focal point (nearest 10 %); see client/styles.css. */
export const focalClass = (x: number, y: number) => `focal fx-${step(x)} fy-${step(y)}`;
