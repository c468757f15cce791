import { useTranslation } from '../../i18n/react';

/** The end of a list: a short rule each side of 没有更多了 (or `text`). */
export function EndLine({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <span className="m-endline" data-testid="end-line">
      {text ?? t('common.noMore')}
    </span>
  );
}

export default EndLine;
