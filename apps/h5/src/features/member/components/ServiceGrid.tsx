import type { ReactNode } from 'react';
import type { DiyMemberMenuItem } from '@mall/contract';
import type { PageDef } from '../../../shared/pages';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useAppState } from '../../../shared/state/app';
import { builtInEntries, followMenu } from '../model/services';
import s from './ServiceGrid.module.css';
import { pagePath } from '../../../shared/pages';

/** One entry of the member centre's service grid: a spec route (§2), its icon and whether it needs login. */
interface Service {
  key: string;
  path: string;
  auth: boolean;
  icon: ReactNode;
  /** Shown only to members who work a verification desk. */
  verifierOnly?: boolean;
  /** Shown only while this add-on is installed. */
  addon?: string;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Entries to pages that exist; a page joins the grid when its route does. */
export const SERVICES: Service[] = [
  {
    key: 'assets',
    path: pagePath('assets'),
    auth: true,
    icon: <path {...stroke} d="M3 7h18v13H3zM3 7l3-4h12l3 4M16 13.5h2" />,
  },
  {
    key: 'point',
    path: pagePath('point'),
    auth: true,
    icon: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.6-3 1.6.6-3.2-2.4-2.3 3.3-.5z" />,
  },
  {
    key: 'recharge',
    path: pagePath('rechargeList'),
    auth: true,
    addon: 'memberrecharge',
    icon: <path {...stroke} d="M3 6h18v12H3zM3 10h18M12 13v4M10 15h4" />,
  },
  {
    key: 'presale',
    path: pagePath('presaleOrderList'),
    auth: true,
    addon: 'presale',
    icon: <path {...stroke} d="M5 4h14v16H5zM9 4v3h6V4M9 12h6M9 16h4" />,
  },
  {
    key: 'pointMall',
    path: pagePath('pointList'),
    auth: false,
    addon: 'pointexchange',
    icon: <path {...stroke} d="M4 9h16v11H4zM3 5h18v4H3zM12 5v15M12 5c-1.5-2.5-5-2.5-5 0M12 5c1.5-2.5 5-2.5 5 0" />,
  },
  {
    key: 'gift',
    path: pagePath('gift'),
    auth: true,
    addon: 'gift',
    icon: <path {...stroke} d="M3 8h18v4H3zM5 12h14v8H5zM12 8v12M8 8a2 2 0 1 1 4-2 2 2 0 1 1 4 2" />,
  },
  {
    key: 'pintuan',
    path: pagePath('pintuanMySpell'),
    auth: true,
    addon: 'pintuan',
    icon: (
      <path
        {...stroke}
        d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5M14 15.2c.6-.1 1.3-.2 2-.2 3.3 0 6 2 6 5"
      />
    ),
  },
  {
    key: 'bargain',
    path: pagePath('myBargain'),
    auth: true,
    addon: 'bargain',
    icon: <path {...stroke} d="M6 6l12 12M6 18L18 6M4 6a2 2 0 1 0 4 0 2 2 0 0 0-4 0zM4 18a2 2 0 1 0 4 0 2 2 0 0 0-4 0" />,
  },
  {
    key: 'coupon',
    path: pagePath('myCoupons'),
    auth: true,
    icon: <path {...stroke} d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10" />,
  },
  {
    key: 'signin',
    path: pagePath('signin'),
    auth: true,
    icon: <path {...stroke} d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4" />,
  },
  {
    key: 'collection',
    path: pagePath('collection'),
    auth: true,
    icon: <path {...stroke} d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  },
  {
    key: 'footprint',
    path: pagePath('footprint'),
    auth: true,
    icon: <path {...stroke} d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4v4l3 2" />,
  },
  {
    key: 'address',
    path: pagePath('address'),
    auth: true,
    icon: <path {...stroke} d="M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    key: 'withdrawal',
    path: pagePath('applyWithdrawal'),
    auth: true,
    addon: 'memberwithdraw',
    icon: <path {...stroke} d="M4 6h16v12H4zM4 10h16M12 13v3M10.5 14.5 12 16l1.5-1.5" />,
  },
  {
    key: 'verification',
    path: pagePath('verifyIndex'),
    auth: true,
    verifierOnly: true,
    icon: <path {...stroke} d="M4 7V4h3M17 4h3v3M20 17v3h-3M7 20H4v-3M7 12h10" />,
  },
  {
    key: 'couponCentre',
    path: pagePath('couponCentre'),
    auth: false,
    icon: <path {...stroke} d="M4 9h16v11H4zM3 5h18v4H3zM12 5v15M12 5c-1-2-4-2-4 0s4 0 4 0c1-2 4-2 4 0s-4 0-4 0" />,
  },
  {
    key: 'shopStreet',
    path: pagePath('shopStreet'),
    auth: false,
    icon: (
      <path
        {...stroke}
        d="M4 10v10h16V10M3 10l2-6h14l2 6c0 1.5-1.3 2.5-3 2.5S15 11.5 15 10c0 1.5-1.3 2.5-3 2.5S9 11.5 9 10c0 1.5-1.3 2.5-3 2.5S3 11.5 3 10z"
      />
    ),
  },
  {
    key: 'notes',
    path: pagePath('noteList'),
    auth: false,
    icon: <path {...stroke} d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5" />,
  },
  {
    key: 'notice',
    path: pagePath('noticeList'),
    auth: false,
    icon: <path {...stroke} d="M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 0 1 0 6" />,
  },
  {
    key: 'help',
    path: pagePath('helpList'),
    auth: false,
    icon: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01" />,
  },
];

/** A page the operator's menu links that has no built-in service: a plain grid mark. */
const OTHER_ICON = <path {...stroke} d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />;

/**
 * The member centre's 我的服务 grid: the operator's menu when it was read (its order, its texts; `menu`),
 * else the built-in list; only pages this build declares (`find`, the route table); entries that need login
 * send a visitor to login first.
 */
export function ServiceGrid({
  loggedIn,
  find,
  menu,
  isVerifier = false,
}: {
  loggedIn: boolean;
  find: (path: string) => PageDef | undefined;
  menu?: readonly DiyMemberMenuItem[];
  isVerifier?: boolean;
}) {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const addons = useAppState((st) => st.addons);
  const list = (menu ? followMenu(menu, SERVICES, find) : builtInEntries(SERVICES, find))
    .filter((e) => (!e.verifierOnly || isVerifier) && (!e.builtIn?.addon || Number(addons[e.builtIn.addon]) === 1))
    .map((e) => ({
      ...e,
      label: e.text || (e.builtIn ? t(`member.services.${e.builtIn.key}`) : e.route.titleKey ? t(e.route.titleKey) : ''),
    }))
    .filter((e) => e.label !== '');
  if (list.length === 0) return null;
  return (
    <div className={s.card} data-testid="member-services">
      <h2 className={s.title}>{t('member.services.title')}</h2>
      <div className={s.grid}>
        {list.map((e) => (
          <button
            type="button"
            key={e.key}
            className="m-icon-cell"
            data-service={e.key}
            onClick={() => (e.auth && !loggedIn ? redirectToLogin(e.to) : go(e.to))}
          >
            <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true">
              {e.builtIn?.icon ?? OTHER_ICON}
            </svg>
            <span className={s.label}>{e.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
