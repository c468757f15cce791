export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useSearchParams,
  type AppRouter,
  type NavigateOptions,
  type RouteObject,
} from './router';
export type { AppLocation, HistoryAction } from './history';
