/**
 * The answers a page the server rendered was rendered from, handed to the browser's query cache
 * (docs/decisions/server-rendering.md#reads-that-failed). A read the server was told does not
 * exist (a 404: the unknown code of /verificar) travels too: the page shows that answer, and a
 * browser starting without it would render its spinner instead, a mismatch React recovers from
 * only by rendering the page again. Other failures stay behind: a 401 is the session the browser
 * sets up itself (the panel's login page reads it before signing in), and a passing failure is
 * better read again. An `ApiError` crosses as JSON and is rebuilt, so the screen tells it apart.
 */
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';

/** What the server sends of its cache: the reads that answered, and those answered with a 404. */
export const dehydratePage = (queryClient: QueryClient): DehydratedState =>
  dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.error instanceof ApiError && query.state.error.status === 404),
  });

interface SentApiError {
  name: 'ApiError';
  status: number;
  body: string;
}

const isSentApiError = (error: unknown): error is SentApiError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'ApiError' &&
  typeof (error as { status?: unknown }).status === 'number' &&
  typeof (error as { body?: unknown }).body === 'string';

/** Starts the browser's cache from the server's, with its failed reads' errors rebuilt. */
export function hydratePage(queryClient: QueryClient, state: DehydratedState) {
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!isSentApiError(error)) return query;
    return {
      ...query,
      state: { ...query.state, error: new ApiError(error.status, error.body, '') },
    };
  });
  hydrate(queryClient, { ...state, queries });
}
