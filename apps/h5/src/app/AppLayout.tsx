import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '../shared/lib/router';
import { AccountOverlays } from '../features/login/components/AccountOverlays';
import { NetworkModal } from './NetworkModal';
import { TabBar } from './TabBar';
import { routeFinder, type RouteDef } from './routes';

/** Root layout: the current page, the tab bar on tab pages, the network-loss modal, the account popups (bind phone, new-member reward). */
export function AppLayout({ defs }: { defs: RouteDef[] }) {
  const { pathname } = useLocation();
  const find = useMemo(() => routeFinder(defs), [defs]);
  const tab = find(pathname)?.tab;
  return (
    <>
      <Outlet />
      {tab !== undefined && <TabBar active={tab} />}
      <NetworkModal />
      <AccountOverlays />
      <ScrollRestoration />
    </>
  );
}
