/**
 * What a page's Lighthouse largest paint is made of (`npm run lighthouse -- --explain`). Lighthouse reports a
 * simulated time: its simulation counts every request that ended before the largest paint it observed, whether that
 * paint needed it or not, at 1.6 Mbit/s with 150 ms round trips, and a cold connection for each other origin. So the
 * bytes listed here, and the round trips between them, are what a change to that figure has to remove.
 */
export function largestPaintInputs(lhr, chain = []) {
  const metrics = lhr.audits.metrics.details.items[0];
  const observed = metrics.observedLargestContentfulPaint;
  const pageOrigin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = lhr.audits['network-requests'].details.items
    .filter((request) => request.networkEndTime <= observed && !request.url.startsWith('data:'))
    .map((request) => ({ url: new URL(request.url), kB: request.transferSize / 1024 }))
    .sort((a, b) => b.kB - a.kB);
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    element: node?.nodeLabel || node?.snippet || '?',
    observedMs: Math.round(observed),
    simulatedMs: Math.round(metrics.largestContentfulPaint),
    kB: requests.reduce((sum, request) => sum + request.kB, 0),
    requests: requests.map(({ url, kB }) => ({ name: url.pathname + url.search, kB })),
    otherOrigins: [...new Set(requests.map(({ url }) => url.origin).filter((origin) => origin !== pageOrigin))],
    chain,
  };
}

/**
 * A few lines for one page: the element, the two times, the largest requests ended before the observed paint, and
 * the other origins they went to.
 */
export function describeLargestPaint(page, inputs, shown = 10) {
  const kB = (n) => `${n.toFixed(1)} KB`;
  const rest = inputs.requests.slice(shown);
  return [
    `${page}: largest paint ${inputs.simulatedMs} ms simulated, ${inputs.observedMs} ms observed, on «${inputs.element.slice(0, 60)}»`,
    `  ${inputs.requests.length} requests, ${kB(inputs.kB)}, ended before the observed paint:`,
    ...inputs.requests.slice(0, shown).map((request) => `    ${kB(request.kB).padStart(8)}  ${request.name}`),
    ...(rest.length ? [`    ${kB(rest.reduce((sum, r) => sum + r.kB, 0)).padStart(8)}  ${rest.length} more`] : []),
    ...(inputs.otherOrigins.length
      ? [`  and to other origins, to which the simulation opens cold connections: ${inputs.otherOrigins.join(', ')}`]
      : []),
    ...(inputs.chain.length ? ["  the simulation's chain to its end, each step waiting for the one before:"] : []),
    ...inputs.chain.map(
      (step) => `    ${String(step.startMs).padStart(5)}–${String(step.endMs).padEnd(5)} ms  ${step.what}`,
    ),
  ].join('\n');
}

const stepName = (node, pageOrigin) => {
  if (node.type !== 'network') {
    const script = node.childEvents.find((event) => event.args?.data?.url)?.args.data.url;
    // A script may have no address of its own (Lighthouse's _lighthouse-eval.js, which it runs in the page).
    const name = script && URL.canParse(script) ? new URL(script).pathname : script;
    return `main thread, ${name ? `running ${name}` : 'a task'}`;
  }
  const url = new URL(node.request.url);
  const where = url.origin === pageOrigin ? '' : `${url.origin} `;
  return `${node.request.resourceType} ${where}${url.pathname}${url.search} (${(node.request.transferSize / 1024).toFixed(1)} KB)`.slice(
    0,
    110,
  );
};

/**
 * The chain of the simulated largest paint: from the step that ends last, back to the page's HTML, each time the
 * step it depended on that ended last. `timings` is a Lantern estimate's map of graph nodes to simulated times.
 */
export function simulatedChain(timings, pageOrigin) {
  const endOf = (node) => timings.get(node).endTime;
  const endsLast = (nodes) => nodes.reduce((last, node) => (!last || endOf(node) > endOf(last) ? node : last), null);
  // As Lantern does: an image of low priority is off screen, not the paint's.
  let step = endsLast(
    [...timings.keys()].filter(
      (node) => node.type !== 'network' || node.request.resourceType !== 'Image' || !/Low/.test(node.request.priority),
    ),
  );
  const chain = [];
  while (step) {
    const { startTime, endTime } = timings.get(step);
    chain.unshift({ startMs: Math.round(startTime), endMs: Math.round(endTime), what: stepName(step, pageOrigin) });
    step = endsLast(step.getDependencies().filter((node) => timings.has(node)));
  }
  return chain;
}
