// What the site uses of react-router-dom, provided as the `react-router-dom` singleton in its place. A shared
// library is bundled whole (any remote may ask for any export), and react-router's whole is ~65 kB gzipped;
// this list lets the build keep only what the shell and the remotes use. Add a name here before using it
// anywhere: shared-subsets.test.cjs fails on a named import that is missing.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
