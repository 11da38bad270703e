import { createElement } from "react";
import { Link } from "../Link/Link";
import * as styles from "./HotelCard.css";

export interface HotelCardProps {
  href: string;
  name: string;
  image?: { src: string; srcSet?: string; sizes?: string; alt: string; width: number; height: number };
  /** Pre-formatted facts, in order: 'Mekke', '5 yıldız', "Harem'e 150 m", 'Kabe manzaralı'. */
  facts: string[];
  headingLevel?: 2 | 3 | 4;
  /** Below the fold by default: the image loads when it is about to be seen. */
  eager?: boolean;
}

/** A hotel in a list: the whole card links to the hotel; every fact arrives as text. */
export function HotelCard({ href, name, image, facts, headingLevel = 3, eager = false }: HotelCardProps) {
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
        />
      ) : null}
      {createElement(
        `h${headingLevel}`,
        { className: styles.title },
        <Link className={styles.link} href={href}>
          {name}
        </Link>,
      )}
      {facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
