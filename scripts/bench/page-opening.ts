import { epochMs, type OpenFigures } from './seat-messages.ts';

/** A page a load process keeps open: when its first answer came, when it failed, and how to close it. */
export interface LoadPage {
  answeredAt: number | null;
  failedAt: number | null;
  close: () => void;
}

/** What a page's subscriptions call: its first answer or its failure frees its opening slot. */
export interface PageSignals {
  answered(): void;
  failed(): void;
}

/** How fast pages are opened (the bench's settings). */
export interface OpeningPace {
  openConcurrency: number;
  openTimeoutMs: number;
  firstAnswerTimeoutMs: number;
}

/**
 * Opens `count` pages, `openConcurrency` at a time: each one's slot frees at its first answer, its
 * failure or after firstAnswerTimeoutMs. Pages not started by openTimeoutMs are never opened (the
 * list then ends early). `open` opens page `index` and returns how to close it.
 */
export async function openPages(count: number, pace: OpeningPace, open: (index: number, signals: PageSignals) => () => void): Promise<{ pages: LoadPage[]; figures: OpenFigures }> {
  const pages: LoadPage[] = [];
  const started = epochMs();
  const deadline = started + pace.openTimeoutMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(pace.openConcurrency, count) }, async () => {
      while (next < count && epochMs() < deadline) {
        const index = next++;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(pace.firstAnswerTimeoutMs, Math.max(0, deadline - epochMs())));
          const settled = () => {
            clearTimeout(timer);
            resolve();
          };
          const page: LoadPage = { answeredAt: null, failedAt: null, close: () => undefined };
          pages[index] = page;
          page.close = open(index, {
            answered: () => {
              if (page.answeredAt !== null) return;
              page.answeredAt = epochMs();
              settled();
            },
            failed: () => {
              page.failedAt ??= epochMs();
              settled();
            },
          });
        });
      }
    }),
  );
  const answered = pages.filter((page) => page.answeredAt !== null).length;
  const failed = pages.filter((page) => page.failedAt !== null && page.answeredAt === null).length;
  return { pages, figures: { pages: count, answered, failed, withoutFirstAnswer: count - answered - failed, seconds: Math.round((epochMs() - started) / 100) / 10 } };
}

/** The pages that failed after their first answer: the connection dropped while they were measured. */
export const failedAfterOpening = (pages: readonly LoadPage[]) => pages.filter((page) => page.answeredAt !== null && page.failedAt !== null).length;
