/**
 * DESIGN §9's Lighthouse budget (as issue 58 set it), judged on the measured pages of one run (scripts/lighthouse.mjs).
 * `/` paints from its HTML and is held to a fixed score, and in production to an LCP of 1.3 s. A page that waits for
 * data is held to the floor of the same build in the same run (the empty data page of scripts/floorPage.mjs): its score
 * at most 2 points under the floor's, its LCP at most 1.1 × the floor's, and in production at most 2.0 s as well.
 * Every page keeps accessibility and best practices at 95 or more.
 */
export const SHELL_ROUTE = '/';
export const SHELL_PERFORMANCE = { production: 95, demo: 90 };
/** The LCP that production holds pages to, by kind: `/`, and a data page whatever its floor. */
export const PRODUCTION_LCP_MS = { shell: 1300, dataPage: 2000 };
export const SHARED_MINIMUM = { accessibility: 95, 'best-practices': 95 };
export const FLOOR_POINTS = 2;
export const FLOOR_LCP_RATIO = 1.1;
/** The aim beyond the budget: a data page's LCP against the LCP of `/`. Reported, not judged. */
export const AIM_LCP_OF_SHELL = 1.25;

/**
 * What one page misses of the budget, as short phrases (none: within it). `page` and `floor` carry `scores` (0–100 by
 * category) and `lcpMs`; a data page measured with no floor cannot be judged, and says so.
 */
export function budgetMisses(buildName, page, floor) {
  const misses = Object.entries(SHARED_MINIMUM)
    .filter(([category, min]) => page.scores[category] < min)
    .map(([category, min]) => `${category} < ${min}`);
  const performance = page.scores.performance;
  const production = buildName === 'production';
  if (page.route === SHELL_ROUTE) {
    const min = SHELL_PERFORMANCE[buildName];
    if (performance < min) misses.push(`performance < ${min}`);
    if (production && page.lcpMs > PRODUCTION_LCP_MS.shell) misses.push(`LCP > ${PRODUCTION_LCP_MS.shell / 1000} s`);
    return misses;
  }
  if (!floor) return [...misses, 'no floor measured'];
  const min = floor.scores.performance - FLOOR_POINTS;
  if (performance < min) misses.push(`performance < floor − ${FLOOR_POINTS} (${min})`);
  const maxLcp = floor.lcpMs * FLOOR_LCP_RATIO;
  if (page.lcpMs > maxLcp) misses.push(`LCP > ${FLOOR_LCP_RATIO} × floor (${(maxLcp / 1000).toFixed(2)} s)`);
  if (production && page.lcpMs > PRODUCTION_LCP_MS.dataPage) {
    misses.push(`LCP > ${PRODUCTION_LCP_MS.dataPage / 1000} s`);
  }
  return misses;
}

/** A page's LCP as a multiple of the LCP of `/` in the same build and run, for the table. */
export const lcpOfShell = (page, shell) => (shell ? `${(page.lcpMs / shell.lcpMs).toFixed(2)}×` : '—');
