import {
  departureDays,
  type DepartureCreateInput,
  type DeparturePatchInput,
  type DeparturePriceInput,
  type SaleState,
} from "@rihla/domain";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { departurePrices, departures, tours } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { recordEvent, type AuditChanges } from "../audit/audit.ts";
import { priceOfRow, type DeparturePriceView } from "../tours/departure-prices.ts";
import { departuresOf } from "./admin-tours.queries.ts";
import { databaseErrorCode, once } from "./save-tour.ts";

function priceRows(departureId: number, prices: readonly DeparturePriceInput[]) {
  return prices.map((price) => ({
    departureId,
    roomType: price.roomType,
    currency: price.currency,
    amountMinor: price.amount,
    highAmountMinor: price.highAmount,
    childAmountMinor: price.childAmount,
    babyAmountMinor: price.babyAmount,
  }));
}

/**
 * The log of a price list change: one entry per room type and currency that changed, from the
 * old row to the new one (null: there was none / there is none now), e.g.
 * `price.DOUBLE.TRY: { from: { amount: 5100000, currency: 'TRY', … }, to: { amount: 5400000, … } }` (the
 * change log shows amount and currency as money).
 */
export function priceChanges(
  before: readonly DeparturePriceView[],
  after: readonly DeparturePriceInput[],
): AuditChanges {
  const key = (p: { roomType: string; currency: string }) => `price.${p.roomType}.${p.currency}`;
  const shown = (p: DeparturePriceView | DeparturePriceInput | undefined) =>
    p
      ? {
          amount: p.amount,
          currency: p.currency,
          highAmount: p.highAmount,
          childAmount: p.childAmount,
          babyAmount: p.babyAmount,
        }
      : null;
  const changes: AuditChanges = {};
  const keys = new Set([...before.map(key), ...after.map(key)]);
  for (const k of keys) {
    const from = shown(before.find((p) => key(p) === k));
    const to = shown(after.find((p) => key(p) === k));
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[k] = { from, to };
  }
  return changes;
}

/** POST /api/admin/tours/{id}/departures: a departure with its prices, logged. */
export async function createDeparture({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { tourId: number; departure: DepartureCreateInput; key?: string | undefined };
}) {
  const staff = await requirePermission(ctx, "admin.access");
  const { tourId, departure } = input;
  const claim = {
    userId: staff.id,
    scope: `POST /api/admin/tours/${tourId}/departures`,
    key: input.key,
    body: departure,
  };
  const id = await ctx.db.transaction((tx) =>
    once(tx, ctx, claim, async () => {
      const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId));
      if (!tour) throw domainError(404, "NOT_FOUND");
      const [row] = await tx
        .insert(departures)
        .values({
          tourId,
          startDate: departure.startDate,
          returnDate: departure.returnDate,
          days: departureDays(departure),
          capacity: departure.capacity,
          saleState: departure.closed ? "CLOSED" : "ON_SALE",
          guideName: departure.guideName,
          meetingPoint: departure.meetingPoint,
        })
        .returning({ id: departures.id });
      const departureId = row!.id;
      if (departure.prices.length > 0)
        await tx.insert(departurePrices).values(priceRows(departureId, departure.prices));
      await recordEvent(
        tx,
        { actorId: staff.id, at: ctx.now },
        {
          entity: "departure",
          entityId: departureId,
          action: "created",
          changes: {
            startDate: { from: null, to: departure.startDate },
            returnDate: { from: null, to: departure.returnDate },
            capacity: { from: null, to: departure.capacity },
            closed: { from: null, to: departure.closed },
            ...priceChanges([], departure.prices),
          },
        },
      );
      return departureId;
    }),
  );
  ctx.deps.changes.publish({ kind: "departure", departureId: id, tourId });
  return (await departuresOf(ctx.db, { departureId: id }))[0]!;
}

/**
 * PATCH /api/admin/departures/{id}. The capacity is set by one conditional UPDATE
 * (`… where seats_taken <= capacity`): a booking that takes seats at the same moment holds the
 * same row, and PostgreSQL re-checks the condition on the row it finally writes, so the capacity
 * never ends below the seats taken (the table's CHECK is the last line). A refusal is 409
 * CAPACITY_BELOW_SEATS_TAKEN with the seats taken then. Closing sets CLOSED and touches no
 * reservation; opening sells again. Prices are replaced as a list; reservations keep the price
 * snapshot they were sold at (nothing here touches them). Each change is logged from → to.
 */
export async function updateDeparture({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; change: DeparturePatchInput };
}) {
  const staff = await requirePermission(ctx, "admin.access");
  const { id, change } = input;
  const tourId = await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(departures).where(eq(departures.id, id)).for("update");
      if (!before) throw domainError(404, "NOT_FOUND");
      const changes: AuditChanges = {};
      let saleState: SaleState = before.saleState;
      if (change.closed === true) saleState = "CLOSED";
      if (change.closed === false && before.saleState === "CLOSED") saleState = "ON_SALE";
      if (saleState !== before.saleState)
        changes.closed = { from: before.saleState === "CLOSED", to: saleState === "CLOSED" };
      if (change.capacity !== undefined && change.capacity !== before.capacity) {
        changes.capacity = { from: before.capacity, to: change.capacity };
      }
      for (const field of ["guideName", "meetingPoint"] as const) {
        if (change[field] !== undefined && change[field] !== before[field]) {
          changes[field] = { from: before[field], to: change[field] };
        }
      }
      const [updated] = await tx
        .update(departures)
        .set({
          saleState,
          ...(change.capacity !== undefined ? { capacity: change.capacity } : {}),
          ...(change.guideName !== undefined ? { guideName: change.guideName } : {}),
          ...(change.meetingPoint !== undefined ? { meetingPoint: change.meetingPoint } : {}),
        })
        .where(
          and(
            eq(departures.id, id),
            change.capacity !== undefined ? lte(departures.seatsTaken, change.capacity) : undefined,
          ),
        )
        .returning({ tourId: departures.tourId });
      if (!updated) throw await capacityRefusal(tx, id);

      if (change.prices) {
        const old = (await tx.select().from(departurePrices).where(eq(departurePrices.departureId, id))).map(
          priceOfRow,
        );
        const priced = priceChanges(old, change.prices);
        if (Object.keys(priced).length > 0) {
          await tx.delete(departurePrices).where(eq(departurePrices.departureId, id));
          if (change.prices.length > 0) await tx.insert(departurePrices).values(priceRows(id, change.prices));
          Object.assign(changes, priced);
        }
      }
      // Saving the same form twice changes nothing the second time and logs nothing.
      if (Object.keys(changes).length > 0) {
        await recordEvent(
          tx,
          { actorId: staff.id, at: ctx.now },
          { entity: "departure", entityId: id, action: "updated", changes },
        );
      }
      return updated.tourId;
    })
    .catch(async (error: unknown) => {
      // 23514: the CHECK (seats_taken <= capacity) caught what the condition did not (never expected).
      if (databaseErrorCode(error) === "23514") throw await capacityRefusal(ctx.db, id);
      throw error;
    });
  ctx.deps.changes.publish({ kind: "departure", departureId: id, tourId });
  return (await departuresOf(ctx.db, { departureId: id }))[0]!;
}

async function capacityRefusal(db: Db, id: number) {
  const [row] = await db.select({ seatsTaken: departures.seatsTaken }).from(departures).where(eq(departures.id, id));
  return domainError(409, "CAPACITY_BELOW_SEATS_TAKEN", {
    fields: { capacity: ["CAPACITY_BELOW_SEATS_TAKEN"] },
    params: { seatsTaken: row?.seatsTaken ?? 0 },
  });
}
