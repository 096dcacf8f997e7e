/**
 * A pass over the database that requests ask for after their commit ("kick"), as the message and
 * webhook dispatchers do to queue what became due. Kicks within `delayMs` share one pass, which
 * starts `delayMs` after the first of them and so sees every commit before it; passes never overlap; a kick
 * while a pass runs asks for one more pass right after it, so nothing committed meanwhile waits
 * for the next sweep.
 */
export interface KickedPass {
  kick(): void;
  /** Drops a kick still waiting and waits for a running pass. */
  stop(): Promise<void>;
}

export function kickedPass(
  run: () => Promise<unknown>,
  options: { delayMs: number; onError: (error: unknown) => void },
): KickedPass {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function start() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          options.onError(error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    kick() {
      if (timer || again) return;
      // No delay: the pass starts now (or is asked for after the running one), in this tick.
      if (options.delayMs <= 0) start();
      else timer = setTimeout(start, options.delayMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}
