import { Icon, type IconName } from './Icon';

export interface Stat {
  icon: IconName;
  value: string | number;
  label: string;
}

/** The row of figures at the top of a dashboard. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <div className="stat-cards">
      {stats.map((stat) => (
        <div key={stat.label} className="card stat">
          <span className="stat__icon" aria-hidden="true">
            <Icon name={stat.icon} size={22} />
          </span>
          <div>
            <div className="stat__value">{stat.value}</div>
            <div className="stat__label">{stat.label}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
