import s from './Tabs.module.css';

export interface TabsProps<K extends string | number> {
  tabs: { key: K; label: string }[];
  active: K;
  onChange: (k: K) => void;
  testIdPrefix: string;
}

/** A light tab strip (no library) for the coupon pages. */
export function Tabs<K extends string | number>({ tabs, active, onChange, testIdPrefix }: TabsProps<K>) {
  return (
    <div className={`m-tabs ${s.tabs}`} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={tab.key === active ? 'm-tab m-tab--on' : 'm-tab'}
          onClick={() => onChange(tab.key)}
          data-testid={`${testIdPrefix}-${tab.key}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
