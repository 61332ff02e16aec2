import { BOOK_ORDERS, type BookOrderBy } from '../../domain/book';
import type { LibraryQuery } from '../../services/api/books';

export interface BookFilters {
  category: string;
  orderBy: BookOrderBy;
  keyword: string;
}

export const PAGE_SIZE = 6;

const isOrderBy = (value: string | null): value is BookOrderBy => BOOK_ORDERS.some((order) => order === value);

/** The library's filters from its address (category, order_by, q); garbage falls back to the defaults. */
export function filtersFrom(params: URLSearchParams): BookFilters {
  const order = params.get('order_by');
  return {
    category: /^\d{1,9}$/.test(params.get('category') ?? '') ? params.get('category')! : '',
    orderBy: isOrderBy(order) ? order : 'hot',
    keyword: (params.get('q') ?? '').trim().slice(0, 40),
  };
}

/** The query of one page of the library list for these filters. */
export function pageQuery(filters: BookFilters, page: number): LibraryQuery {
  return {
    page_number: page,
    page_size: PAGE_SIZE,
    order_by: filters.orderBy,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.keyword ? { filter_by: filters.keyword } : {}),
  };
}
