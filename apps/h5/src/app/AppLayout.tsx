import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { NetworkModal } from './NetworkModal';
import { TabBar } from './TabBar';
import type { RouteDef } from './routes';

/** Root layout: the current page, the tab bar on tab pages, the network-loss modal. */
export function AppLayout({ defs }: { defs: RouteDef[] }) {
  const { pathname } = useLocation();
  const tab = defs.find((d) => d.path === pathname)?.tab;
  return (
    <>
      <Outlet />
      {tab !== undefined && <TabBar active={tab} />}
      <NetworkModal />
      <ScrollRestoration />
    </>
  );
}
