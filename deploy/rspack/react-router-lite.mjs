// What the apps use of the router, and nothing else (DESIGN "Performance": ≤ 160 KB of JavaScript on a
// first memorial visit). Module Federation shares a module whole, so sharing 'react-router-dom' as such
// ships all of React Router 7 (about 60 KB gzip: data routers, fetchers, server rendering helpers) to
// every visitor. Every app build resolves 'react-router-dom' to this file instead (app-config.mjs alias),
// and it is what the shell provides as the 'react-router-dom' singleton; react-router itself is bundled
// inside it, tree-shaken to these exports.
//
// A name missing here fails the build ('exportsPresence: error' in app-config.mjs), never the page:
// add it to this list. Tests (vitest) import the real package and are unaffected.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  // The public remote hydrates the server's markup in a root of its own, on the shell's history (mfe-public
  // src/hydrated-remote.tsx).
  UNSAFE_NavigationContext,
  createSearchParams,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
