export interface FilterTab<V extends string> {
  value: V;
  label: string;
}

interface FilterTabsProps<V extends string> {
  label: string;
  tabs: FilterTab<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of toggle buttons that filter a list; the chosen one is pressed. */
export function FilterTabs<V extends string>({ label, tabs, value, onChange }: FilterTabsProps<V>) {
  return (
    <div className="filter-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          className={tab.value === value ? 'filter-tabs__tab filter-tabs__tab--active' : 'filter-tabs__tab'}
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
