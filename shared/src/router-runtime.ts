// The react-router-dom the page shares at run time (scripts/webpack/shared-packages.js): one router context for
// every side, provided by the shell under the package's own name, `react-router-dom` (so remotes
// built before this file still find it). A shared package is bundled whole, data routers and
// all (about 10 KB gzip of the first load the product never calls): only the calls the sides
// make are listed here. A side that needs another one adds it here (shared-runtimes.test.ts fails
// until then); a remote using it needs a shell that provides it (docs/ARCHITECTURE.md).
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
