import type { z } from "@hono/zod-openapi";
import type { errorSchema } from "./http/openapi.ts";
import type { siteSchema } from "./modules/site/index.ts";
import type { faqTopicsSchema, pageSchema, redirectSchema, shortLinkSchema } from "./modules/pages/index.ts";
import type { campaignsSchema, holidaysSchema, quizAnswerSchema } from "./modules/catalogue/index.ts";
import type {
  departureAnswerSchema,
  reviewPageSchema,
  tourDetailSchema,
  tourGroupSchema,
  tourLinkSchema,
  tourListSchema,
  tourListsSchema,
  tourRoutesSchema,
  ongoingDeparturesSchema,
  tourSummarySchema,
} from "./modules/tours/index.ts";
import type {
  courseSchema,
  learningOverviewSchema,
  lessonSchema,
  lessonProgressSchema,
  quizResultAnswerSchema,
} from "./modules/learning/index.ts";
import type { hotelSchema } from "./modules/hotels/index.ts";
import type { eventsSchema, reservationSchema } from "./modules/reservations/index.ts";
import type {
  agentDashboardSchema,
  agentDeparturesSchema,
  offerSchema,
  sharedOfferSchema,
} from "./modules/offers/index.ts";

import type {
  adminReservationLogSchema,
  adminReservationPageSchema,
  adminReservationSchema,
  identityNumberSchema,
} from "./modules/admin-reservations/index.ts";
import type { auditEventSchema } from "./modules/audit/index.ts";
import type { cashDeskSchema, paymentSchema, transactionSchema } from "./modules/accounting/index.ts";
import type { birthdaysSchema, customerDetailSchema, customerPageSchema } from "./modules/customers/index.ts";
import type { dashboardSchema } from "./modules/dashboard/index.ts";
import type { noteSchema, notePageSchema, noteWithLogSchema } from "./modules/notes/index.ts";
import type { adminUserSchema, userPageSchema } from "./modules/users/index.ts";

/**
 * Answer types of the public API for the site's loaders (the OpenAPI document describes the same
 * shapes). Types only: importing them pulls no server code into a bundle.
 */
export type SiteAnswer = z.output<typeof siteSchema>;
export type PageAnswer = z.output<typeof pageSchema>;
export type FaqTopicsAnswer = z.output<typeof faqTopicsSchema>;
export type HolidaysAnswer = z.output<typeof holidaysSchema>;
export type CampaignsAnswer = z.output<typeof campaignsSchema>;
export type RedirectAnswer = z.output<typeof redirectSchema>;
export type ShortLinkAnswer = z.output<typeof shortLinkSchema>;
export type TourSummary = z.output<typeof tourSummarySchema>;
export type TourPageAnswer = z.output<typeof tourListSchema>;
export type TourDetailAnswer = z.output<typeof tourDetailSchema>;
export type TourLinkAnswer = z.output<typeof tourLinkSchema>;
export type TourGroupAnswer = z.output<typeof tourGroupSchema>;
export type TourListsAnswer = z.output<typeof tourListsSchema>;
export type TourRoutesAnswer = z.output<typeof tourRoutesSchema>;
export type OngoingDeparturesAnswer = z.output<typeof ongoingDeparturesSchema>;
export type ReviewPageAnswer = z.output<typeof reviewPageSchema>;
export type HotelAnswer = z.output<typeof hotelSchema>;
export type ApiErrorAnswer = z.output<typeof errorSchema>;
export type DepartureAnswer = z.output<typeof departureAnswerSchema>;
export type ReservationAnswer = z.output<typeof reservationSchema>;
export type ReservationEventsAnswer = z.output<typeof eventsSchema>;
export type OfferAnswer = z.output<typeof offerSchema>;
export type SharedOfferAnswer = z.output<typeof sharedOfferSchema>;
export type AgentDashboardAnswer = z.output<typeof agentDashboardSchema>;
export type AgentDeparturesAnswer = z.output<typeof agentDeparturesSchema>;
export type LearningOverviewAnswer = z.output<typeof learningOverviewSchema>;
export type CourseAnswer = z.output<typeof courseSchema>;
export type LessonAnswer = z.output<typeof lessonSchema>;
export type LessonProgressAnswer = z.output<typeof lessonProgressSchema>;
export type QuizResultAnswer = z.output<typeof quizResultAnswerSchema>;
export type QuizAnswer = z.output<typeof quizAnswerSchema>;

/** The back office (issue 24). */
export type AdminReservationPage = z.output<typeof adminReservationPageSchema>;
export type AdminReservationRow = AdminReservationPage["data"][number];
export type AdminReservation = z.output<typeof adminReservationSchema>;
export type AdminReservationLog = z.output<typeof adminReservationLogSchema>;
export type IdentityNumber = z.output<typeof identityNumberSchema>;
export type AdminDashboard = z.output<typeof dashboardSchema>;
export type CustomerPage = z.output<typeof customerPageSchema>;
export type CustomerDetail = z.output<typeof customerDetailSchema>;
export type Birthdays = z.output<typeof birthdaysSchema>;
export type NotePage = z.output<typeof notePageSchema>;
export type NoteWithLog = z.output<typeof noteWithLogSchema>;
export type Note = z.output<typeof noteSchema>;
export type UserPage = z.output<typeof userPageSchema>;
export type AdminUser = z.output<typeof adminUserSchema>;
export type AuditEvent = z.output<typeof auditEventSchema>;

/** The books (issue 26). */
export type CashDesk = z.output<typeof cashDeskSchema>;
export type LedgerTransaction = z.output<typeof transactionSchema>;
export type Payment = z.output<typeof paymentSchema>;
