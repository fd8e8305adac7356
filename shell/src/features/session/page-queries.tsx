import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, invalidateAnalyses } from '@app/ui';

/** The page's one query cache, and the provider that hands it to a page. */
export interface PageQueries {
  client: QueryClient;
  Provider: (props: { children: ReactNode }) => ReactNode;
  /** After a guest's analyses moved to the account: the history and the dashboard are read again. */
  invalidateAnalyses(): Promise<void>;
}

const client = createQueryClient();

export const pageQueries: PageQueries = {
  client,
  Provider: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  invalidateAnalyses: () => invalidateAnalyses(client),
};
