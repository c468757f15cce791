import { useEffect, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useMember } from '../../../shared/state/member';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { NavBar } from '../../../shared/ui/NavBar';
import { MobileForm } from '../components/MobileForm';
import { PasswordForm } from '../components/PasswordForm';
import { PayPasswordForm } from '../components/PayPasswordForm';
import { BirthdayForm, NicknameForm, RealnameForm, SexForm, type EditFormProps } from '../components/SimpleForms';
import s from '../components/Profile.module.css';
import { memberInfoQuery, type MemberProfile } from '../member.api';
import { isEditAction, type EditAction } from '../links';
import { pagePath } from '../../../shared/pages';

const FORMS: Record<EditAction, ComponentType<EditFormProps>> = {
  nickname: NicknameForm,
  realname: RealnameForm,
  sex: SexForm,
  birthday: BirthdayForm,
  password: PasswordForm,
  mobile: MobileForm,
  paypassword: PayPasswordForm,
};

/** Title of the form: "set" or "change" (password, pay password), "bind" or "change" (mobile). */
const titleKey = (action: EditAction, m: MemberProfile | undefined): string => {
  if (action === 'password' && m && Number(m.password) !== 1) return 'profile.editTitles.passwordSet';
  if (action === 'paypassword' && m && Number(m.pay_password) !== 1) return 'profile.editTitles.paypasswordSet';
  if (action === 'mobile' && m && !m.mobile) return 'profile.editTitles.mobileBind';
  return `profile.editTitles.${action}`;
};

/** `info_edit?action=nickname|realname|sex|birthday|password|mobile|paypassword`: one form per action. */
export default function InfoEditPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const action = usePageParams('memberInfoEdit').action ?? null;
  const stored = useMember((st) => st.member);
  const q = useQuery({ ...memberInfoQuery(), placeholderData: (stored as MemberProfile | null) ?? undefined });

  const valid = isEditAction(action);
  useEffect(() => {
    if (!valid) go(pagePath('memberInfo'), { replace: true });
  }, [valid, go]);
  if (!valid) return null;

  const Form = FORMS[action];
  const member = q.data ?? undefined;
  let body;
  if (q.isPending) body = <LoadingView fullPage />;
  else if (!member) body = <ErrorView onRetry={() => void q.refetch()} />;
  // keyed by member so a form starts from the loaded values
  else body = <Form key={member.member_id} member={member} />;

  return (
    <>
      <NavBar title={t(titleKey(action, member))} />
      <div className={s.page} data-testid={`info-edit-${action}`}>
        {body}
      </div>
    </>
  );
}
