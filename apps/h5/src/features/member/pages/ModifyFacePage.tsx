import { useEffect, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { UploadResult } from '@mall/contract';
import i18n from '../../../i18n';
import { ApiError } from '../../../shared/lib/request';
import { toast } from '../../../shared/lib/toast';
import { useMember } from '../../../shared/state/member';
import { Img } from '../../../shared/ui/Img';
import { useProfileSave } from '../components/useProfileSave';
import s from '../components/Profile.module.css';
import { isTransportFailure, memberInfoQuery, profileApi, uploadHeadimg, type MemberProfile } from '../member.api';
import { UPLOAD_IMAGE_MAX_MB, readAsDataUrl, shrinkToDataUrl, uploadPlan } from '../model/headimg';

interface Chosen {
  file: File;
  url: string;
}

/** `/api/upload/headimgBase64`; no answer at all becomes 上传失败 (spec §8), a refusal keeps the server's reason. */
const viaBase64 = async (data: string, failText: string): Promise<UploadResult> => {
  try {
    return await profileApi.uploadHeadimgBase64(data);
  } catch (e) {
    if (!(e instanceof ApiError) || e.message === i18n.t('common.requestFail')) throw new Error(failText, { cause: e });
    throw e;
  }
};

/**
 * Sends the picture: as it is (multipart `file`), falling back to base64 when that transport fails; a
 * picture over the size limit is redrawn smaller and sent as base64. Rejects with the message to show.
 */
const sendPicture = async (file: File, failText: string): Promise<UploadResult> => {
  if (uploadPlan(file) === 'shrink') {
    let data: string;
    try {
      data = await shrinkToDataUrl(file);
    } catch (e) {
      throw new Error(failText, { cause: e });
    }
    return viaBase64(data, failText);
  }
  try {
    return await uploadHeadimg(file, file.name || 'headimg');
  } catch (e) {
    if (!isTransportFailure(e)) throw e;
  }
  // multipart did not get through (old webview, proxy): the same picture as base64
  return viaBase64(await readAsDataUrl(file), failText);
};

/** 修改头像: current head image; choose a picture → preview → upload → modifyheadimg. */
export default function ModifyFacePage() {
  const { t } = useTranslation();
  const stored = useMember((st) => st.member);
  const q = useQuery({ ...memberInfoQuery(), placeholderData: (stored as MemberProfile | null) ?? undefined });
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const save = useProfileSave();

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (uploadPlan(file) === 'not-image') {
      void toast(t('profile.errImageType'));
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const upload = () => {
    if (!chosen) {
      void toast(t('profile.errImageRequired'));
      return;
    }
    const failText = t('common.uploadFail');
    void save.run(
      async () => {
        let picPath: string;
        try {
          picPath = (await sendPicture(chosen.file, failText)).pic_path;
          if (!picPath) throw new Error(failText);
        } catch (e) {
          void toast(e instanceof Error && e.message ? e.message : failText);
          throw e;
        }
        await profileApi.modifyHeadimg(picPath);
        return picPath;
      },
      { successKey: 'profile.headSaved' },
    );
  };

  return (
    <div className={s.page} data-testid="modify-face-page">
      <div className={s.card}>
        <div className={s.face}>
          {chosen ? (
            <img className={s.faceImg} src={chosen.url} alt={t('profile.previewHead')} data-testid="face-preview" />
          ) : (
            <Img className={s.faceImg} path={q.data?.headimg} size="big" kind="head" alt={t('profile.currentHead')} loading="eager" data-testid="face-current" />
          )}
          <span className={s.faceCaption}>{chosen ? t('profile.previewHead') : t('profile.currentHead')}</span>
        </div>
      </div>
      <p className={s.hint}>{t('profile.faceTip', { n: UPLOAD_IMAGE_MAX_MB })}</p>
      <div className={s.actions}>
        <label className={`${chosen ? s.secondary : s.primary} ${s.fileLabel}`} data-testid="face-choose">
          {chosen ? t('profile.chooseAgain') : t('profile.chooseImage')}
          <input className={s.fileInput} type="file" accept="image/*" onChange={choose} disabled={save.submitting} data-testid="face-input" />
        </label>
        {chosen && (
          <button type="button" className={s.primary} onClick={upload} disabled={save.submitting} data-testid="face-save">
            {save.submitting ? t('profile.uploading') : t('profile.uploadSave')}
          </button>
        )}
      </div>
    </div>
  );
}
