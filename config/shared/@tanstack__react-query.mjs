// What the site uses of @tanstack/react-query, provided as the `@tanstack/react-query` singleton in its place (see
// react-router-dom.mjs beside it; `__` stands for the scope's `/` in this file's name). The package is imported by
// its file: the shared name would resolve back to this module.
export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
