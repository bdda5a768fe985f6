// Polls until a condition holds, for what a test waits on that no event announces (a queue's work,
// a provider's report): the condition's value once truthy, or a failure naming what never came.
export async function waitFor<T>(what: string, condition: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000, everyMs = 50): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
