import { pagesOf } from './windowing';

/**
 * The pages of one server-paged list that have arrived, are on their way or failed. Items are
 * addressed by index across the whole list, so the grid can jump anywhere in 10,000 games and
 * only the pages in view are asked for.
 */
export class PageCache<T> {
  private readonly pages = new Map<number, readonly T[]>();
  private readonly loading = new Set<number>();
  private readonly failed = new Set<number>();
  total: number | null = null;

  constructor(readonly pageSize: number) {}

  itemAt(index: number): T | undefined {
    const page = this.pages.get(Math.floor(index / this.pageSize) + 1);
    return page?.[index % this.pageSize];
  }

  /** Pages of `[start, end)` nobody has asked for yet (failed ones wait for a retry). */
  missing(start: number, end: number): number[] {
    const limit = this.total === null ? end : Math.min(end, this.total);
    return pagesOf(start, limit, this.pageSize).filter(
      (page) => !this.pages.has(page) && !this.loading.has(page) && !this.failed.has(page),
    );
  }

  begin(page: number): void {
    this.loading.add(page);
    this.failed.delete(page);
  }

  /** A page arrived; the latest total wins (the catalogue may have changed in between). */
  put(page: number, list: readonly T[], total: number): void {
    this.loading.delete(page);
    this.pages.set(page, list);
    this.total = total;
  }

  fail(page: number): void {
    this.loading.delete(page);
    this.failed.add(page);
  }

  get hasFailures(): boolean {
    return this.failed.size > 0;
  }

  /** Forget the failures so the pages in view are asked for again. */
  retryFailed(): void {
    this.failed.clear();
  }
}
