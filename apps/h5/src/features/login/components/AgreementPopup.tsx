import { Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { agreementQuery } from '../login.api';
import s from './LoginForm.module.css';

export interface AgreementPopupProps {
  visible: boolean;
  onClose: () => void;
}

/** The registration agreement (`/api/register/aggrement`, sanitised HTML from the server) in a bottom popup. */
export function AgreementPopup({ visible, onClose }: AgreementPopupProps) {
  const { t } = useTranslation();
  const q = useQuery({ ...agreementQuery(), enabled: visible });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton position="bottom" bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div data-testid="agreement-popup">
        <h2 className={s.docTitle}>{q.data?.title || t('login.agreementTitle')}</h2>
        <div className={s.docBody}>
          {q.isPending ? (
            <LoadingView delay={0} />
          ) : q.data?.content ? (
            // the server sanitises the agreement HTML
            <div dangerouslySetInnerHTML={{ __html: q.data.content }} />
          ) : (
            <p>{t('login.agreementEmpty')}</p>
          )}
        </div>
      </div>
    </Popup>
  );
}

export default AgreementPopup;
