import { useQuery } from '@tanstack/react-query';
import { SEARCH_PATH, SEARCH_SERVICE, searchText, searchTextProblem, type SearchAnswer, type SearchGroup } from '../../../contract/search';
import { useBackOfficeDataProvider } from '../../dataProvider/hooks';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchRecords {
  groups: SearchGroup[];
  /** the text is long enough to search records */
  searchable: boolean;
  /** an answer for the text as typed is still to come */
  pending: boolean;
  failed: boolean;
}

/** The server's groups for the text typed, asked once typing pauses; the last answer stays meanwhile. */
export function useSearchRecords(text: string): SearchRecords {
  const dataProvider = useBackOfficeDataProvider();
  const typed = searchText(text);
  const q = searchText(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const { data, isFetching, isError } = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => dataProvider.call<SearchAnswer>(SEARCH_SERVICE, SEARCH_PATH, { query: { q }, signal }),
    enabled: !searchTextProblem(q),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    retry: false,
  });
  const searchable = !searchTextProblem(typed);
  return {
    groups: searchable && data ? data.groups : [],
    searchable,
    pending: searchable && (q !== typed || isFetching),
    failed: searchable && q === typed && isError,
  };
}
