/** The sources of one CSP directive (`script-src` → `["'self'", …]`); [] when absent. */
export function cspSources(csp: string, name: string): string[] {
  const found = csp.split(';').find((d) => d.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}
