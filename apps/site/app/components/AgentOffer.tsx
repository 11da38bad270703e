import type { OfferAnswer } from "@rihla/api";
import type { OfferStatus } from "@rihla/domain";
import type { StatusBadgeStatus } from "@rihla/ui";

/** What the agent pages read of an offer (GET /api/agent/offers): the API's own answer type. */
export type AgentOffer = OfferAnswer;

/** The kit's badge colours for offer statuses: open orange, converted teal, expired red (as the domain's colours). */
export const offerBadge: Record<OfferStatus, StatusBadgeStatus> = {
  OPEN: "WAITING",
  CONVERTED: "CONFIRMED",
  EXPIRED: "CANCELLED",
};
