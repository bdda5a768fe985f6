// A bound on work that runs off the event loop but on this process's cores (sharp's native
// operations): at most `size` at once, up to `maxWaiting` more wait their turn, past that the
// caller is refused at once (PoolBusy: a 503 to try again) rather than queued without end.
import { PoolBusy } from './worker-pool';

export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else {
      if (this.waiting.length >= this.maxWaiting) throw new PoolBusy('all slots busy');
      // the slot is handed over by the operation ending before this one
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
