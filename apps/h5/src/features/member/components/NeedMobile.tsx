import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { editUrl } from '../links';
import s from './Profile.module.css';

/** Shown instead of a code-based form while the member has no mobile to send the code to. */
export function NeedMobile() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div data-testid="need-mobile">
      <p className={s.notice}>{t('profile.needMobile')}</p>
      <div className={s.actions}>
        <button type="button" className={s.primary} onClick={() => go(editUrl('mobile'), { replace: true })}>
          {t('profile.goBind')}
        </button>
      </div>
    </div>
  );
}
