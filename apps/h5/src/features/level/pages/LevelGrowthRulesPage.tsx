import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { levelListQuery, registerRewardQuery, signinRulesQuery } from '../level.api';
import s from './Level.module.css';

/** `member/level/level_growth_rules`: how growth is earned, read from the settings that give it, and the thresholds. */
export default function LevelGrowthRulesPage() {
  const { t } = useTranslation();
  const levels = useQuery(levelListQuery());
  const register = useQuery(registerRewardQuery());
  const signin = useQuery(signinRulesQuery());
  const all = [levels, register, signin];
  if (all.some((q) => q.isPending)) return <LoadingView fullPage />;
  if (all.some((q) => q.isError)) return <ErrorView onRetry={() => all.forEach((q) => void q.refetch())} />;

  const rules: string[] = [];
  const regGrowth = Number(register.data?.value.growth ?? 0);
  if (register.data?.is_use === 1 && regGrowth > 0) rules.push(t('level.ruleRegister', { n: regGrowth }));
  const rows = signin.data?.is_use === 1 ? signin.data.value.reward.filter((r) => r.growth > 0) : [];
  const last = signin.data?.value.reward.at(-1);
  for (const r of rows) rules.push(t('level.ruleSignin', { day: r.day, n: r.growth }));
  if (signin.data?.is_use === 1 && last && last.growth > 0) rules.push(t('level.ruleSigninAfter', { day: last.day, n: last.growth }));
  const ladder = (levels.data ?? []).filter((l) => l.growth > 0).map((l) => t('level.ruleLevel', { n: l.growth, name: l.level_name }));

  return (
    <div className={s.page} data-testid="growth-rules">
      <div className={s.rules}>
        <p>{t('level.rulesIntro')}</p>
        {rules.length === 0 ? (
          <EmptyState text={t('level.noRules')} />
        ) : (
          <ol data-testid="growth-rule-list">
            {rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        )}
      </div>
      {ladder.length > 0 && (
        <>
          <h2 className={s.sectionTitle}>{t('level.list')}</h2>
          <div className={s.rules}>
            <ol>
              {ladder.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
