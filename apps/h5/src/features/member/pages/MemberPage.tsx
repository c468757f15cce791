import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '../../../shared/lib/confirm';
import { useTranslation } from '../../../i18n/react';
import { LANGS, THEMES, type Lang } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { refreshCartCount, useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { cartKeys } from '../../cart';
import { memberInfoQuery, memberKeys, memberMenuQuery, type MemberProfile } from '../member.api';
import { displayName, formatMoney, formatPoint, maskMobile } from '../model/member';
import { Img } from '../../../shared/ui/Img';
import { ServiceGrid } from '../components/ServiceGrid';
import { useVerifierCheck } from '../../verify';
import { MemberOrders } from '../../order';
import { findPageDef } from '../../../shared/pageFinder';
import s from './MemberPage.module.css';
import { pagePath } from '../../../shared/pages';

interface HeaderProps {
  member: MemberProfile | null;
  /** The member's own data is on its way: the head picture only, no login button in between. */
  pending?: boolean;
  onLogin: () => void;
  onInfo: () => void;
  onLevel: () => void;
}

function Header({ member, pending = false, onLogin, onInfo, onLevel }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={s.header} data-testid="member-header">
      <Img className={s.head} path={member?.headimg} kind="head" alt={t('member.headAlt')} loading="eager" />
      {pending ? (
        <div className={s.who} />
      ) : member ? (
        <div className={s.who}>
          <div className={s.nameRow}>
            <span className={s.name} data-testid="member-name">
              {displayName(member)}
            </span>
            <button type="button" className={s.level} onClick={onLevel} data-testid="member-level">
              {member.member_level_name || t('member.defaultLevel')}
            </button>
          </div>
          {member.mobile && <span className={s.mobile}>{maskMobile(member.mobile)}</span>}
        </div>
      ) : (
        <div className={s.who}>
          <button type="button" className={s.loginBtn} onClick={onLogin} data-testid="member-login">
            {t('member.loginRegister')}
          </button>
          <span className={s.tip}>{t('member.visitorTip')}</span>
        </div>
      )}
      {member && (
        <button type="button" className={s.infoLink} onClick={onInfo} data-testid="member-info-link">
          {t('titles.memberInfo')}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

function Figures({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // Each figure opens the page that explains it: both balances the balance page, points the points page.
  const items = [
    { key: 'balance', value: formatMoney(member.balance), page: 'balance' },
    { key: 'balanceMoney', value: formatMoney(member.balance_money), page: 'balance' },
    { key: 'point', value: formatPoint(member.point), page: 'point' },
  ] as const;
  return (
    <div className={`${s.card} ${s.figures}`} data-testid="member-figures">
      {items.map((i) => (
        <button type="button" className={s.figure} key={i.key} onClick={() => go(i.page)} data-testid={`member-figure-link-${i.key}`}>
          <span className={s.figureValue} data-testid={`member-figure-${i.key}`}>
            {i.value}
          </span>
          <span className={s.figureLabel}>{t(`member.${i.key}`)}</span>
        </button>
      ))}
    </div>
  );
}

function Settings() {
  const { t } = useTranslation();
  const lang = useAppState((st) => st.lang);
  const setLang = useAppState((st) => st.setLang);
  const theme = useAppState((st) => st.theme);
  const chooseTheme = useAppState((st) => st.chooseTheme);
  return (
    <div className={s.card}>
      <h2 className={s.cardTitle}>{t('member.settings')}</h2>
      <div className={s.row}>
        <span className={s.rowLabel}>{t('member.language')}</span>
        <div className={s.segment} role="radiogroup" aria-label={t('member.language')}>
          {LANGS.map((l: Lang) => (
            <button
              type="button"
              key={l}
              role="radio"
              aria-checked={lang === l}
              className={lang === l ? `${s.segItem} ${s.segOn}` : s.segItem}
              onClick={() => setLang(l)}
              data-lang={l}
            >
              {t(`common.langNames.${l}`)}
            </button>
          ))}
        </div>
      </div>
      <div className={s.row}>
        <span className={s.rowLabel}>{t('member.theme')}</span>
        <div className={s.themes} role="radiogroup" aria-label={t('member.theme')}>
          {THEMES.map((th) => (
            <button
              type="button"
              key={th}
              role="radio"
              aria-checked={theme === th}
              aria-label={t(`member.themes.${th}`)}
              title={t(`member.themes.${th}`)}
              className={theme === th ? `${s.swatch} ${s.swatchOn}` : s.swatch}
              data-theme={th}
              onClick={() => chooseTheme(th)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Member centre (tab 3): visitor header with login, or the member's head image, name, level, figures; settings; logout. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const token = useAuth((st) => st.token);
  const verifierCheck = useVerifierCheck();
  const isVerifier = verifierCheck.verifier;
  const stored = useMember((st) => st.member);
  const q = useQuery({
    ...memberInfoQuery(),
    enabled: Boolean(token),
    placeholderData: (stored as MemberProfile | null) ?? undefined,
  });

  const fresh = q.isSuccess && !q.isPlaceholderData ? q.data : undefined;
  useEffect(() => {
    if (fresh) useMember.getState().setMember({ ...fresh });
  }, [fresh]);

  const member = token ? (q.data ?? null) : null;
  // The operator's menu drives the service grid; the built-in list stands in when it cannot be read.
  const lang = useAppState((st) => st.lang);
  // On a language switch the rows keep the previous menu until the new one is in (no blank in between).
  const menu = useQuery({ ...memberMenuQuery(lang), placeholderData: keepPreviousData });

  // Until the member's data and the menu are in, only the header shows: the figures, orders and service rows
  // then appear together instead of each pushing the rows below it down as it arrives (CLS).
  const memberPending = Boolean(token) && q.isPending;
  const pending = memberPending || menu.isPending || verifierCheck.pending;

  const logout = async () => {
    const ok = await confirmDialog({
      content: t('member.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    useAuth.getState().logout();
    queryClient.removeQueries({ queryKey: memberKeys.all });
    queryClient.removeQueries({ queryKey: cartKeys.all });
    void refreshCartCount();
    void toast(t('member.logoutDone'));
  };

  return (
    <div className={s.page} data-testid="member-page">
      <Header
        member={member}
        pending={memberPending}
        onLogin={() => go('login', { back: pagePath('member') })}
        onInfo={() => go('memberInfo')}
        onLevel={() => go('level')}
      />
      {pending ? null : (
        <>
          {member && <Figures member={member} />}
          <MemberOrders loggedIn={Boolean(member)} />
          <ServiceGrid loggedIn={Boolean(member)} find={findPageDef} menu={menu.data} isVerifier={isVerifier} />
          <Settings />
        </>
      )}
      {token && !pending && (
        <button type="button" className={s.logout} onClick={() => void logout()} data-testid="member-logout">
          {t('member.logout')}
        </button>
      )}
    </div>
  );
}
