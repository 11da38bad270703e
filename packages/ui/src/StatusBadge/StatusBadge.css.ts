import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    padding: `2px ${vars.space.xsmall}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    fontWeight: 600,
    lineHeight: 1.4,
    whiteSpace: "nowrap",
  },
  variants: {
    status: {
      WAITING: { background: vars.color.waiting, color: vars.color.onWaiting },
      CONFIRMED: { background: vars.color.confirmed, color: vars.color.onConfirmed },
      CANCELLED: { background: vars.color.cancelled, color: vars.color.onCancelled },
      ON_SALE: { background: vars.color.onSale, color: vars.color.onOnSale },
      SOLD_OUT: { background: vars.color.soldOut, color: vars.color.onSoldOut },
      CLOSED: { background: vars.color.closed, color: vars.color.onClosed },
    },
  },
});
