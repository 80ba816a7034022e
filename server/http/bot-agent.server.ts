import { isbot } from 'isbot';

/** isbot's pattern is long: remember the verdict for the user agents seen most recently. */
const botVerdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1_000;

export function isBotAgent(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= MAX_VERDICTS) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}
