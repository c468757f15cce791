import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
// Deep imports keep the antd-mobile barrel (every component) out of the entry chunk.
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import i18n from '../i18n';
import { useAppState } from '../shared/state/app';

interface Props {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** Providers: TanStack Query, i18next, antd-mobile locale, router. */
export function App({ router, queryClient }: Props) {
  const lang = useAppState((s) => s.lang);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={lang === 'en-us' ? enUS : zhCN}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
