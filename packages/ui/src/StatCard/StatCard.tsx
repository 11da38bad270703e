import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import * as styles from "./StatCard.css";

export const statTrends = ["up", "down", "flat"] as const;
export type StatTrend = (typeof statTrends)[number];

export interface StatCardProps {
  /** 'Bu ayki rezervasyonlar'. */
  label: string;
  /** Pre-formatted: '128', '₺1,2 mn'. */
  value: string;
  /** Pre-formatted change and its direction: { text: '+%12 geçen aya göre', trend: 'up' }. */
  change?: { text: string; trend: StatTrend };
  /** Decorative icon. */
  icon?: ReactNode;
}

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** One figure on the back-office dashboard, as a term and its value. */
export function StatCard({ label, value, change, icon }: StatCardProps) {
  const TrendIcon = change ? trendIcons[change.trend] : null;
  return (
    <dl className={styles.card}>
      <div className={styles.body}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {change && TrendIcon ? (
          <dd className={styles.change} data-trend={change.trend}>
            <TrendIcon aria-hidden="true" size={16} />
            {change.text}
          </dd>
        ) : null}
      </div>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
    </dl>
  );
}
