import { Link } from "@rihla/ui";
import { cardSizes } from "../images";

export interface ContentTourCard {
  id: number;
  href: string;
  title: string;
  image: string;
  imageSet: string;
  duration: string;
  dates: string;
  price: string;
  /** The departure the price belongs to (issue 22). */
  note?: string;
}

/**
 * Tours on a content page (Hajj programmes, departures around a holiday), formatted by the
 * loader: a plain list of (client-side) links, so these pages stay within the issue 10 JavaScript budget.
 */
export function ContentTourCards({ tours, priceLabel }: { tours: readonly ContentTourCard[]; priceLabel: string }) {
  return (
    <ul className="content-tours">
      {tours.map((tour) => (
        <li key={tour.id}>
          <Link href={tour.href}>
            <img
              src={tour.image}
              srcSet={tour.imageSet}
              sizes={cardSizes}
              alt=""
              width={480}
              height={320}
              loading="lazy"
            />
            <strong>{tour.title}</strong>
          </Link>
          <span>
            {tour.duration} · {tour.dates}
          </span>
          <span>
            {priceLabel}: {tour.price}
            {tour.note ? ` (${tour.note})` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
