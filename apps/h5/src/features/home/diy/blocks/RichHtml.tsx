import { fullUrl } from '../../../../shared/lib/image';
import { absolutizeImageSrc, hasContent } from '../../../goods';
import s from './content.module.css';

/**
 * HTML that the server has already sanitised (DIY rich text, help, notices, notes), with upload image
 * paths sent to the image domain. Nothing when there is nothing to read.
 */
export function RichHtml({ html, className, testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  if (!hasContent(html)) return null;
  return (
    <div
      className={className ? `${s.rich} ${className}` : s.rich}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(html ?? '', fullUrl) }}
    />
  );
}

export default RichHtml;
