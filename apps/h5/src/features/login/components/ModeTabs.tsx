import { useState } from 'react';
import { useAuthParams } from './useAuthParams';
import type { AuthMode } from '../model/validate';
import s from './LoginForm.module.css';

export interface ModeTabsProps {
  modes: AuthMode[];
  active: AuthMode;
  onChange: (m: AuthMode) => void;
  /** Label per mode. */
  labels: Record<AuthMode, string>;
  /** data-testid prefix: `<prefix>-username`, `<prefix>-mobile`. */
  testIdPrefix: string;
}

/** Tabs between the enabled modes; nothing when only one mode is enabled. */
export function ModeTabs({ modes, active, onChange, labels, testIdPrefix }: ModeTabsProps) {
  if (modes.length < 2) return null;
  return (
    <div className={s.tabs} role="tablist">
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={m === active}
          className={m === active ? `${s.tab} ${s.tabOn}` : s.tab}
          onClick={() => onChange(m)}
          data-testid={`${testIdPrefix}-${m}`}
        >
          {labels[m]}
        </button>
      ))}
    </div>
  );
}

/**
 * The mode a login or registration page shows: the tab tapped (or `?mode=mobile` on arrival) while the config
 * enables it, else the first enabled mode; account mode when the config enables none.
 */
export function useAuthMode(enabled: AuthMode[]) {
  const { mode: asked } = useAuthParams();
  const shown: AuthMode[] = enabled.length ? enabled : ['username'];
  const [chosen, choose] = useState<AuthMode | null>(asked === 'mobile' ? 'mobile' : null);
  const mode = chosen && shown.includes(chosen) ? chosen : shown[0];
  return { shown, mode, choose };
}

export default ModeTabs;
