import type { DeparturePricing, DraftPrice, ReservationRoomRequest } from "@rihla/domain";
import type { Db } from "../../db/database.ts";
import type { FieldCipher } from "../../db/field-cipher.ts";
import { passengers, reservationRooms, type PriceSnapshot } from "../../db/schema.ts";

/** The price a reservation is sold at: the pricing used, one line per room and type, the total. */
export function priceSnapshot(pricing: DeparturePricing, price: Extract<DraftPrice, { ok: true }>): PriceSnapshot {
  return {
    currency: pricing.currency,
    pricing: { ...pricing },
    lines: price.lines.map((line) => ({
      roomIndex: line.roomIndex,
      roomType: line.roomType,
      passengerType: line.passengerType,
      quantity: line.quantity,
      unitAmount: line.unitPrice.amount,
      totalAmount: line.total.amount,
    })),
    total: price.total.amount,
  };
}

/** Inserts the rooms in order and their passengers, TCKN and passport numbers encrypted. */
export async function insertRooms(
  tx: Db,
  cipher: FieldCipher,
  reservationId: string,
  rooms: readonly ReservationRoomRequest[],
): Promise<void> {
  const inserted = await tx
    .insert(reservationRooms)
    .values(
      rooms.map((room, position) => ({
        reservationId,
        position,
        roomType: room.roomType,
        adults: room.adults,
        children: room.children,
        babies: room.babies,
      })),
    )
    .returning({ id: reservationRooms.id, position: reservationRooms.position });
  const roomId = new Map(inserted.map((room) => [room.position, room.id]));
  const travellers = rooms.flatMap((room, roomIndex) => (room.passengers ?? []).map((p) => ({ ...p, roomIndex })));
  if (travellers.length === 0) return;
  await tx.insert(passengers).values(
    travellers.map((p, position) => ({
      reservationId,
      roomId: roomId.get(p.roomIndex)!,
      position,
      passengerType: p.passengerType,
      name: p.name,
      surname: p.surname,
      gender: p.gender,
      birthDate: p.birthDate,
      tcknEncrypted: p.tckn ? cipher.encrypt(p.tckn, "tckn") : null,
      passportNumberEncrypted: p.passportNumber ? cipher.encrypt(p.passportNumber, "passport_number") : null,
      passportExpiry: p.passportExpiry === "" ? null : (p.passportExpiry ?? null),
      nationality: p.citizenship,
    })),
  );
}

/** What the log keeps of a room plan: types and head counts, and passenger names (never numbers). */
export function roomSummary(rooms: readonly { roomType: string; adults: number; children: number; babies: number }[]) {
  return rooms.map((room) => `${room.roomType} ${room.adults}+${room.children}+${room.babies}`);
}
