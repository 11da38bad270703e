import { CalendarDays, Clock } from "lucide-react";
import { createElement } from "react";
import { visuallyHidden } from "../css/utils.css";
import { Link } from "../Link/Link";
import * as styles from "./TourCard.css";

export const tourCardBadgeTones = ["brand", "accent", "danger", "neutral"] as const;
export type TourCardBadgeTone = (typeof tourCardBadgeTones)[number];

export interface TourCardBadge {
  label: string;
  tone?: TourCardBadgeTone;
}

export interface TourCardProps {
  href: string;
  title: string;
  /** `srcSet` and `sizes` let the browser pick the variant for the card's width (issue 12). */
  image: { src: string; srcSet?: string; sizes?: string; alt: string; width?: number; height?: number };
  /** Pre-formatted by the site: '15 gün'. */
  duration: string;
  /** Pre-formatted by the site: '12–27 Mart 2026'. */
  dates?: string;
  /** Pre-formatted money: '₺84.900'. */
  price: string;
  /** The former price, shown struck through: '₺92.500'. */
  highPrice?: string;
  /** Spoken before the struck price, which screen readers do not mark: 'Eski fiyat'. */
  highPriceLabel?: string;
  /** Spoken before the price: 'Fiyat'. */
  priceLabel?: string;
  /** Small print under the price: 'Kişi başı, iki kişilik odada'. */
  priceNote?: string;
  badges?: TourCardBadge[];
  headingLevel?: 2 | 3 | 4;
  /**
   * The first card a visitor sees: its image loads at once and first (`fetchpriority="high"`),
   * since it is usually the page's largest paint. Every other card's image loads when it is
   * about to be seen.
   */
  eager?: boolean;
}

/** A tour in a list: the whole card links to the tour; facts and prices arrive as text. */
export function TourCard({
  href,
  title,
  image,
  duration,
  dates,
  price,
  highPrice,
  highPriceLabel,
  priceLabel,
  priceNote,
  badges = [],
  headingLevel = 3,
  eager = false,
}: TourCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
        {badges.length > 0 ? (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.label} className={styles.badge({ tone: badge.tone ?? "brand" })}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        {createElement(
          `h${headingLevel}`,
          { className: styles.title },
          <Link href={href} className={styles.link}>
            {title}
          </Link>,
        )}
        <p className={styles.facts}>
          <span className={styles.fact}>
            <Clock aria-hidden="true" size={14} />
            {duration}
          </span>
          {dates ? (
            <span className={styles.fact}>
              <CalendarDays aria-hidden="true" size={14} />
              {dates}
            </span>
          ) : null}
        </p>
        <p className={styles.priceRow}>
          {highPrice ? (
            <s className={styles.highPrice}>
              {highPriceLabel ? <span className={visuallyHidden}>{highPriceLabel} </span> : null}
              {highPrice}
            </s>
          ) : null}
          <span className={styles.price}>
            {priceLabel ? <span className={visuallyHidden}>{priceLabel} </span> : null}
            {price}
          </span>
          {priceNote ? <span className={styles.priceNote}>{priceNote}</span> : null}
        </p>
      </div>
    </article>
  );
}
