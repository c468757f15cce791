import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// Deep imports keep the antd-mobile barrel (every component) out of the entry chunk.
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { RouterProvider, type AppRouter } from '../shared/lib/router';
import { useAppState } from '../shared/state/app';

interface Props {
  router: AppRouter;
  queryClient: QueryClient;
}

/** Providers: TanStack Query, antd-mobile locale, router (the translator needs no provider). */
export function App({ router, queryClient }: Props) {
  const lang = useAppState((s) => s.lang);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={lang === 'en-us' ? enUS : zhCN}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
