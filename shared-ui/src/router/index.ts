/**
 * The routing API of Hireloop's front ends. Module Federation provides THIS module as the shared singleton
 * `react-router-dom` (see ../mf/shared.ts), so every app imports from 'react-router-dom' as usual and gets one router
 * context; a shared module is not tree-shaken, and react-router's full surface (data routers, server runtime,
 * cookies, sessions) would add ≈60 KB gzip to the first load for nothing.
 *
 * Need something else from react-router? Add it here; TypeScript (tsconfig paths) and the build refuse imports of
 * names this module does not export. Import 'react-router' itself nowhere else: it would bring a second router.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  resolvePath,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router'

export type {
  BrowserRouterProps,
  LinkProps,
  Location,
  MemoryRouterProps,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  NavLinkProps,
  OutletProps,
  Params,
  PathMatch,
  PathPattern,
  RouteObject,
  RouteProps,
  RoutesProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router'
