import { useTranslation } from '../i18n/react';
import { EmptyState } from '../shared/ui/EmptyState';

/** An address the app does not know (a stale or mistyped link): said plainly, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <EmptyState text={t('app.notFound')} showHome />
    </div>
  );
}
