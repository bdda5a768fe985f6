// Sends allowed per user and per business in a sliding minute (spec issue 13: "Sending is
// rate-limited per user and per business"). In memory, per server process.

export class SendLimits {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly perMinute: { user: number; business: number }, private readonly now = () => Date.now()) {}

  /**
   * Counts `n` sends for the user and the business, or, when either would go over its limit, counts
   * nothing and says in how many seconds a send is possible again.
   */
  take(userId: number, businessId: number | undefined, n = 1): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const t = this.now();
    const keys: [string, number][] = [[`user:${userId}`, this.perMinute.user]];
    if (businessId) keys.push([`business:${businessId}`, this.perMinute.business]);
    let wait = 0;
    for (const [key, limit] of keys) {
      const recent = (this.hits.get(key) ?? []).filter((at) => at > t - 60_000);
      this.hits.set(key, recent);
      if (recent.length + n > limit) wait = Math.max(wait, recent.length ? Math.ceil((recent[Math.max(0, recent.length + n - limit - 1)] + 60_000 - t) / 1000) : 60);
    }
    if (wait > 0) return { ok: false, retryAfterSeconds: Math.max(1, wait) };
    for (const [key] of keys) this.hits.get(key)!.push(...Array(n).fill(t));
    return { ok: true };
  }
}
