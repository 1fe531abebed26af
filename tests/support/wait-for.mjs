/**
 * Resolves to the first truthy value `check()` gives, asking every 20 ms; rejects once
 * `ms` have passed. For what happens in the background (a worker's delivery, a webhook).
 */
export async function waitFor(check, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
