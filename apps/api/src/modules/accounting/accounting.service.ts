import {
  planOf,
  lockPayment,
  planRuleOf,
  money,
  rateToString,
  reversalOf,
  reversalRefusal,
  todayInIstanbul,
  type CashDeskRequest,
  type CashDeskUpdate,
  type PaymentPlanRequest,
  type TransactionListQuery,
  type TransactionRequest,
} from "@rihla/domain";
import { eq } from "drizzle-orm";
import { cashDesks, ledgerTransactions, paymentPlans, reservations } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { changesBetween, recordEvent } from "../audit/audit.ts";
import { claimKey, peekKey, requestHash, storeResponse } from "../reservations/idempotency.ts";
import { logReservationEvent } from "../reservations/events.ts";
import {
  cashDesksWithBalances,
  reservationAccounts,
  type CashDeskRow,
  listTransactionRows,
  toLedgerEntry,
  toTransactionView,
  transactionRowById,
  type TransactionView,
} from "./accounting.queries.ts";

const scope = "POST /api/admin/transactions";

const deskView = (row: CashDeskRow) => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  kind: row.kind,
  active: row.active,
  balance: money(Number(row.balance), row.currency),
  entries: row.entries,
});

/** GET /api/admin/cash-desks: the desks with their running balances (summed in SQL). */
export async function listCashDesks({ ctx }: { ctx: ServiceContext }) {
  await requirePermission(ctx, "accounting.access");
  return { data: (await cashDesksWithBalances(ctx.db)).map(deskView) };
}

/** Postgres' unique violation: a desk's name in use, or a second reversal that lost the race to the first. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505");

const nameTaken = () => domainError(409, "CASH_DESK_NAME_TAKEN", { fields: { name: ["CASH_DESK_NAME_TAKEN"] } });

/** POST /api/admin/cash-desks: a new desk (unique name, among desks out of use too), logged. */
export async function createCashDesk({ ctx, input }: { ctx: ServiceContext; input: CashDeskRequest }) {
  const viewer = await requirePermission(ctx, "accounting.access");
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cashDesks)
        .values({ name: input.name, currency: input.currency, kind: input.kind, createdAt: ctx.now })
        .returning({ id: cashDesks.id });
      await recordEvent(
        tx,
        { actorId: viewer.id, at: ctx.now },
        {
          entity: "cashDesk",
          entityId: row!.id,
          action: "created",
          changes: {
            name: { from: null, to: input.name },
            currency: { from: null, to: input.currency },
            kind: { from: null, to: input.kind },
          },
        },
      );
      return deskView((await cashDesksWithBalances(tx, row!.id))[0]!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * PATCH /api/admin/cash-desks/{id}: rename, or put out of use (or back). Never a delete: a desk
 * out of use keeps its entries and balance, it only takes no new entries. Logged with the change.
 */
export async function updateCashDesk({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; update: CashDeskUpdate };
}) {
  const viewer = await requirePermission(ctx, "accounting.access");
  try {
    return await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(cashDesks).where(eq(cashDesks.id, input.id)).for("update");
      if (!before) throw domainError(404, "NOT_FOUND");
      const changes = changesBetween(before, input.update, ["name", "active"]);
      if (Object.keys(changes).length > 0) {
        await tx.update(cashDesks).set(input.update).where(eq(cashDesks.id, input.id));
        await recordEvent(
          tx,
          { actorId: viewer.id, at: ctx.now },
          {
            entity: "cashDesk",
            entityId: input.id,
            action: input.update.active === false && before.active ? "deactivated" : "updated",
            changes,
          },
        );
      }
      return deskView((await cashDesksWithBalances(tx, input.id))[0]!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** GET /api/admin/transactions: the ledger, newest first. */
export async function listTransactions({ ctx, input }: { ctx: ServiceContext; input: TransactionListQuery }) {
  await requirePermission(ctx, "accounting.access");
  return { data: (await listTransactionRows(ctx.db, input)).map(toTransactionView) };
}

export interface RecordResult {
  body: TransactionView;
  replayed: boolean;
  /** The reservation whose balance moved, for the staff screens' event. */
  reservationCode: string | null;
}

/**
 * POST /api/admin/transactions: one ledger entry, with the amount in the reservation's currency
 * locked at the given rate (the domain's `lockPayment`), its event in the log (ADR 0204) and the
 * answer stored under the idempotency key — all in one transaction, so a double-clicked "save"
 * records one payment and answers it twice.
 */
export async function recordTransaction({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { key: string; raw: unknown; request: TransactionRequest };
}): Promise<RecordResult> {
  const viewer = await requirePermission(ctx, "accounting.access");
  const { request } = input;
  const keyInput = { userId: viewer.id, scope, key: input.key, hash: requestHash(input.raw), now: ctx.now };
  const earlier = await peekKey(ctx.db, ctx.deps.fieldCipher, keyInput);
  if (earlier) {
    const body = earlier.body as TransactionView;
    return { body, replayed: true, reservationCode: body.reservationCode };
  }

  const [desk] = await ctx.db.select().from(cashDesks).where(eq(cashDesks.id, request.cashDeskId)).limit(1);
  if (!desk) throw domainError(404, "NOT_FOUND", { fields: { cashDeskId: ["NOT_FOUND"] } });
  if (!desk.active) throw domainError(400, "VALIDATION_FAILED", { fields: { cashDeskId: ["CASH_DESK_INACTIVE"] } });
  if (desk.currency !== request.currency) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { currency: ["CURRENCY_MISMATCH"] } });
  }
  if (request.toCashDeskId !== undefined) {
    const [target] = await ctx.db.select().from(cashDesks).where(eq(cashDesks.id, request.toCashDeskId)).limit(1);
    if (!target) throw domainError(404, "NOT_FOUND", { fields: { toCashDeskId: ["NOT_FOUND"] } });
    if (!target.active || target.id === desk.id) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { toCashDeskId: ["INVALID_VALUE"] } });
    }
    if (target.currency !== desk.currency) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { toCashDeskId: ["CURRENCY_MISMATCH"] } });
    }
  }
  const amount = money(request.amount, request.currency);
  let reservation: { id: string; code: string } | null = null;
  let locked: { rate: string; currency: string; amount: number } | null = null;
  if (request.reservationCode) {
    const [row] = await ctx.db
      .select({ id: reservations.id, code: reservations.code, currency: reservations.currency })
      .from(reservations)
      .where(eq(reservations.code, request.reservationCode))
      .limit(1);
    if (!row) throw domainError(404, "NOT_FOUND", { fields: { reservationCode: ["NOT_FOUND"] } });
    const lock = lockPayment(amount, row.currency, request.rate ?? null);
    if (!lock.ok) throw domainError(400, "VALIDATION_FAILED", { fields: lock.fields });
    reservation = { id: row.id, code: row.code };
    locked = { rate: rateToString(lock.rate), currency: row.currency, amount: lock.reservationAmount.amount };
  } else if (request.rate) {
    // A rate converts into a reservation's currency; without a reservation there is nothing to lock.
    throw domainError(400, "VALIDATION_FAILED", { fields: { rate: ["INVALID_VALUE"] } });
  }

  const result = await ctx.db.transaction(async (tx) => {
    const claim = await claimKey(tx, ctx.deps.fieldCipher, keyInput);
    if (!claim.claimed) return { body: claim.body as TransactionView, replayed: true };
    const [inserted] = await tx
      .insert(ledgerTransactions)
      .values({
        type: request.type,
        cashDeskId: desk.id,
        toCashDeskId: request.toCashDeskId ?? null,
        currency: request.currency,
        amountMinor: request.amount,
        paymentType: request.paymentType,
        transactionDate: request.date,
        note: request.note ?? null,
        customerType: request.customerType,
        reservationId: reservation?.id ?? null,
        rate: locked?.rate ?? null,
        reservationCurrency: (locked?.currency as typeof request.currency | undefined) ?? null,
        reservationAmountMinor: locked?.amount ?? null,
        createdBy: viewer.id,
        createdAt: ctx.now,
      })
      .returning({ id: ledgerTransactions.id });
    const row = (await transactionRowById(tx, inserted!.id))!;
    const view = toTransactionView(row);
    await recordEvent(
      tx,
      { actorId: viewer.id, at: ctx.now },
      {
        entity: "payment",
        entityId: view.id,
        action: "created",
        changes: {
          type: { from: null, to: view.type },
          cashDesk: { from: null, to: view.cashDesk.name },
          amount: { from: null, to: view.amount },
          ...(view.reservationCode
            ? {
                reservation: { from: null, to: view.reservationCode },
                rate: { from: null, to: view.rate },
                reservationAmount: { from: null, to: view.reservationAmount },
              }
            : {}),
        },
        note: view.note,
      },
    );
    await storeResponse(tx, ctx.deps.fieldCipher, { ...keyInput, status: 201, body: view });
    return { body: view, replayed: false };
  });
  return { ...result, reservationCode: result.body.reservationCode };
}

/**
 * POST /api/admin/transactions/{id}/reverse: the entry that cancels another (the domain's
 * `reversalOf`: same type, desk and rate, amounts negated), dated today, logged. An entry is
 * reversed once (409 ALREADY_REVERSED, kept by a unique index too) and a reversal never (409).
 */
export async function reverseTransaction({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; note?: string | undefined };
}): Promise<RecordResult> {
  const viewer = await requirePermission(ctx, "accounting.access");
  try {
    const body = await ctx.db.transaction(async (tx) => {
      const original = await transactionRowById(tx, input.id);
      if (!original) throw domainError(404, "NOT_FOUND");
      const refusal = reversalRefusal(
        toLedgerEntry(original),
        original.reversedById === null ? [] : [{ reversesId: String(original.id) }],
      );
      if (refusal) throw domainError(409, refusal);
      const reversal = reversalOf(toLedgerEntry(original), "new");
      const [inserted] = await tx
        .insert(ledgerTransactions)
        .values({
          type: original.type,
          cashDeskId: original.cashDeskId,
          toCashDeskId: original.toCashDeskId,
          currency: reversal.amount.currency,
          amountMinor: reversal.amount.amount,
          paymentType: original.paymentType,
          transactionDate: todayInIstanbul(ctx.now),
          note: input.note || null,
          customerType: original.customerType,
          reservationId: original.reservationId,
          rate: original.rate,
          reservationCurrency: reversal.reservationAmount?.currency ?? null,
          reservationAmountMinor: reversal.reservationAmount?.amount ?? null,
          reversesId: Number(original.id),
          createdBy: viewer.id,
          createdAt: ctx.now,
        })
        .returning({ id: ledgerTransactions.id });
      const view = toTransactionView((await transactionRowById(tx, inserted!.id))!);
      await recordEvent(
        tx,
        { actorId: viewer.id, at: ctx.now },
        {
          entity: "payment",
          entityId: Number(original.id),
          action: "reversed",
          changes: { reversedBy: { from: null, to: view.id }, amount: { from: null, to: view.amount } },
          note: view.note,
        },
      );
      return view;
    });
    return { body, replayed: false, reservationCode: body.reservationCode };
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError(409, "ALREADY_REVERSED");
    throw error;
  }
}

/**
 * PUT /api/admin/reservations/{code}/payment-plan: staff set what is due when (issue 26) — a
 * deposit (percent or amount) at booking and the rest N days before departure, or a schedule of
 * instalments, by the domain's `planOf` over the reservation's total; stored as set (a later rule never moves these dates) and logged.
 */
export async function setPaymentPlan({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; request: PaymentPlanRequest };
}) {
  const viewer = await requirePermission(ctx, "reservations.manage.all");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.code, input.code)).limit(1);
    if (!row) throw domainError(404, "NOT_FOUND");
    const planned = planRuleOf(input.request, row.currency, row.startsOn);
    if (!planned.ok) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { [planned.field]: [planned.code] } });
    }
    const instalments = planOf(money(row.totalMinor, row.currency), planned.rule, {
      bookedOn: todayInIstanbul(row.createdAt),
      departsOn: row.startsOn,
    });
    const values = { instalments, rule: input.request, updatedBy: viewer.id, updatedAt: ctx.now };
    const [before] = await tx.select().from(paymentPlans).where(eq(paymentPlans.reservationId, row.id));
    await tx
      .insert(paymentPlans)
      .values({ reservationId: row.id, ...values })
      .onConflictDoUpdate({ target: paymentPlans.reservationId, set: values });
    await logReservationEvent(tx, () => ctx.now, {
      reservationId: row.id,
      actorId: viewer.id,
      action: "updated",
      changes: { paymentPlan: { from: before?.rule ?? null, to: input.request } },
    });
    return (await reservationAccounts(tx, [row])).get(row.id)!.plan!;
  });
}
