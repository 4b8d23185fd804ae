import { useState } from 'react';

/** How many pages `count` items fill; an empty list still shows page 1. */
export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** Pagination's previous and next between pages 1 … `pages`. */
export function pageSteps(page: number, pages: number, setPage: (page: number) => void) {
  return {
    hasPrevious: page > 1,
    hasNext: page < pages,
    onPrevious: () => setPage(page - 1),
    onNext: () => setPage(page + 1),
  };
}

/**
 * A page of `items` at a time. The page shown stays within the pages there are (a narrower
 * filter leaves fewer); a new search or filter calls `setPage(1)`.
 */
export function usePages<T>(items: readonly T[], size: number) {
  const [page, setPage] = useState(1);
  const pages = pageCount(items.length, size);
  const current = Math.min(page, pages);
  const first = (current - 1) * size;
  return {
    page: current,
    pages,
    first,
    visible: items.slice(first, first + size),
    setPage,
    steps: pageSteps(current, pages, setPage),
  };
}
