import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from '../../../i18n/react';
import { LANGS, type Lang } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { ProfileRow } from '../components/ProfileRow';
import s from '../components/Profile.module.css';
import { memberInfoQuery, type MemberProfile } from '../member.api';
import { maskMobile } from '../model/member';
import { SEX_KEYS, formatDay, toSex, unixToDay } from '../model/profile';
import { editUrl } from '../links';

/** 个人资料: head image, account, nickname, real name, sex, birthday; mobile, passwords; language, cancellation. */
export default function InfoPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const stored = useMember((st) => st.member);
  const lang = useAppState((st) => st.lang);
  const setLang = useAppState((st) => st.setLang);
  const cancelOn = useAppState((st) => Number(st.addons.membercancel) === 1);
  const q = useQuery({ ...memberInfoQuery(), placeholderData: (stored as MemberProfile | null) ?? undefined });

  const fresh = q.isSuccess && !q.isPlaceholderData ? q.data : undefined;
  useEffect(() => {
    if (fresh) useMember.getState().setMember({ ...fresh });
  }, [fresh]);

  if (q.isPending) return <LoadingView fullPage />;
  if (!q.data) return <ErrorView onRetry={() => void q.refetch()} />;
  const m = q.data;

  const birthday = unixToDay(m.birthday);
  const hasPassword = Number(m.password) === 1;
  const hasPayPassword = Number(m.pay_password) === 1;

  const chooseLanguage = () => {
    ActionSheet.show({
      extra: t('profile.chooseLanguage'),
      cancelText: t('common.cancel'),
      closeOnAction: true,
      actions: LANGS.map((l: Lang) => ({ key: l, text: t(`common.langNames.${l}`), bold: l === lang })),
      onAction: (a) => setLang(a.key as Lang),
    });
  };

  return (
    <div className={s.page} data-testid="info-page">
      <div className={s.card}>
        <ProfileRow
          name="headimg"
          tall
          label={t('profile.headimg')}
          value={<Img className={s.avatar} path={m.headimg} size="small" kind="head" alt={t('profile.headimg')} loading="eager" />}
          onClick={() => go('modifyFace')}
        />
        <ProfileRow name="account" label={t('profile.account')} value={m.username || maskMobile(m.mobile)} />
        <ProfileRow
          name="nickname"
          label={t('profile.nickname')}
          value={m.nickname || t('profile.notSet')}
          onClick={() => go(editUrl('nickname'))}
        />
        <ProfileRow
          name="realname"
          label={t('profile.realname')}
          value={m.realname || t('profile.notSet')}
          onClick={() => go(editUrl('realname'))}
        />
        <ProfileRow
          name="sex"
          label={t('profile.sex')}
          value={t(`profile.sexNames.${SEX_KEYS[toSex(m.sex)]}`)}
          onClick={() => go(editUrl('sex'))}
        />
        <ProfileRow
          name="birthday"
          label={t('profile.birthday')}
          value={birthday ? formatDay(birthday) : t('profile.notSet')}
          onClick={() => go(editUrl('birthday'))}
        />
      </div>
      <div className={s.card}>
        <ProfileRow
          name="mobile"
          label={m.mobile ? t('profile.mobile') : t('profile.bindMobile')}
          value={m.mobile ? maskMobile(m.mobile) : t('profile.unbound')}
          onClick={() => go(editUrl('mobile'))}
        />
        <ProfileRow
          name="password"
          label={hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
          onClick={() => go(editUrl('password'))}
        />
        <ProfileRow
          name="paypassword"
          label={hasPayPassword ? t('profile.changePayPassword') : t('profile.setPayPassword')}
          onClick={() => go(editUrl('paypassword'))}
        />
      </div>
      <div className={s.card}>
        <ProfileRow name="language" label={t('profile.language')} value={t(`common.langNames.${lang}`)} onClick={chooseLanguage} />
        {cancelOn && <ProfileRow name="cancellation" label={t('profile.cancellation')} onClick={() => go('cancellation')} />}
      </div>
    </div>
  );
}
