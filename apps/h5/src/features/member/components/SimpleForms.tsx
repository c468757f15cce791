import { useState, type FormEvent, type ReactNode } from 'react';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { useTranslation } from '../../../i18n/react';
import { profileApi, type MemberProfile } from '../member.api';
import {
  BIRTHDAY_DEFAULT,
  BIRTHDAY_MIN,
  NICKNAME_MAX_LENGTH,
  REALNAME_MAX_LENGTH,
  SEX_KEYS,
  SEX_VALUES,
  dayToUnix,
  formatDay,
  toSex,
  unixToDay,
  validateBirthday,
  validateNickname,
  validateRealname,
  validateSex,
  type Sex,
} from '../model/profile';
import { Arrow } from './ProfileRow';
import { useProfileSave } from './useProfileSave';
import s from './Profile.module.css';

export interface EditFormProps {
  member: MemberProfile;
}

/** A card with the fields and the save button under it. */
export function FormShell({
  name,
  onSubmit,
  hint,
  children,
  submitting,
  submitText,
}: {
  name: string;
  onSubmit: () => void;
  hint?: ReactNode;
  children: ReactNode;
  submitting: boolean;
  submitText?: string;
}) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`edit-form-${name}`}>
      {hint && <p className={s.hint}>{hint}</p>}
      <div className={s.card}>{children}</div>
      <div className={s.actions}>
        <button type="submit" className={s.primary} disabled={submitting} data-testid="edit-save">
          {submitText ?? t('profile.save')}
        </button>
      </div>
    </form>
  );
}

export function NicknameForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(member.nickname ?? '');
  const { submitting, run, refuse } = useProfileSave();
  const submit = () => {
    if (refuse(validateNickname(nickname, member.nickname))) return;
    const value = nickname.trim();
    void run(() => profileApi.modifyNickname(value), { patch: { nickname: value } });
  };
  return (
    <FormShell
      name="nickname"
      onSubmit={submit}
      submitting={submitting}
      hint={t('profile.current', { label: t('profile.nickname'), value: member.nickname || t('profile.notSet') })}
    >
      <div className={s.form}>
        <label className={s.field}>
          <span className={s.fieldLabel}>{t('profile.nickname')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            placeholder={t('profile.nicknamePlaceholder')}
            maxLength={NICKNAME_MAX_LENGTH * 2}
            name="nickname"
            autoComplete="nickname"
          />
        </label>
      </div>
    </FormShell>
  );
}

export function RealnameForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [realname, setRealname] = useState(member.realname ?? '');
  const { submitting, run, refuse } = useProfileSave();
  const submit = () => {
    if (refuse(validateRealname(realname))) return;
    const value = realname.trim();
    void run(() => profileApi.modifyRealname(value), { patch: { realname: value } });
  };
  return (
    <FormShell name="realname" onSubmit={submit} submitting={submitting}>
      <div className={s.form}>
        <label className={s.field}>
          <span className={s.fieldLabel}>{t('profile.realname')}</span>
          <input
            className={`m-field-input ${s.input}`}
            value={realname}
            onChange={(e) => setRealname(e.target.value)}
            placeholder={t('profile.realnamePlaceholder')}
            maxLength={REALNAME_MAX_LENGTH * 2}
            name="realname"
            autoComplete="name"
          />
        </label>
      </div>
    </FormShell>
  );
}

export function SexForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [sex, setSex] = useState<Sex>(toSex(member.sex));
  const { submitting, run, refuse } = useProfileSave();
  const submit = () => {
    if (refuse(validateSex(sex))) return;
    void run(() => profileApi.modifySex(sex), { patch: { sex } });
  };
  return (
    <FormShell name="sex" onSubmit={submit} submitting={submitting}>
      <div role="radiogroup" aria-label={t('profile.sex')}>
        {SEX_VALUES.map((v) => (
          <button
            type="button"
            key={v}
            role="radio"
            aria-checked={sex === v}
            className={s.option}
            onClick={() => setSex(v)}
            data-sex={v}
          >
            <span>{t(`profile.sexNames.${SEX_KEYS[v]}`)}</span>
            <span className={sex === v ? `${s.check} ${s.checkOn}` : s.check} aria-hidden="true" />
          </button>
        ))}
      </div>
    </FormShell>
  );
}

export function BirthdayForm({ member }: EditFormProps) {
  const { t } = useTranslation();
  const [day, setDay] = useState<Date | null>(unixToDay(member.birthday));
  const [open, setOpen] = useState(false);
  const { submitting, run, refuse } = useProfileSave();
  const submit = () => {
    if (refuse(validateBirthday(day))) return;
    const birthday = dayToUnix(day!);
    void run(() => profileApi.modifyBirthday(birthday), { patch: { birthday } });
  };
  return (
    <FormShell name="birthday" onSubmit={submit} submitting={submitting}>
      <button type="button" className={s.row} onClick={() => setOpen(true)} data-testid="birthday-open">
        <span className={s.label}>{t('profile.birthday')}</span>
        <span className={s.value} data-testid="birthday-value">
          {day ? formatDay(day) : t('profile.chooseBirthday')}
        </span>
        <Arrow />
      </button>
      <DatePicker
        visible={open}
        title={t('profile.chooseBirthday')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        value={day ?? BIRTHDAY_DEFAULT}
        min={BIRTHDAY_MIN}
        max={new Date()}
        precision="day"
        onClose={() => setOpen(false)}
        onConfirm={(v) => setDay(v)}
      />
    </FormShell>
  );
}
