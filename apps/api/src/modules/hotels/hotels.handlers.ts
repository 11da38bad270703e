import type { HotelClass, RoomView } from "@rihla/domain";
import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { getHotelRoute, listHotelsRoute } from "./hotels.routes.ts";
import { getHotel, listHotels } from "./hotels.service.ts";

type HotelRow = Awaited<ReturnType<typeof getHotel>>;
const view = (hotel: HotelRow) => ({
  ...hotel,
  hotelClass: hotel.hotelClass as HotelClass,
  viewTypes: hotel.viewTypes as RoomView[],
  distanceTo: hotel.distanceTo as "haram" | "nabawi" | null,
});

export const hotelRoutes = createRouter()
  .openapi(listHotelsRoute, async (c) => {
    const result = await listHotels({ ctx: serviceContext(c), input: c.req.valid("query") });
    return c.json({ ...result, items: result.items.map(view) }, 200);
  })
  .openapi(getHotelRoute, async (c) => {
    const hotel = await getHotel({
      ctx: serviceContext(c),
      input: { ...c.req.valid("query"), ...c.req.valid("param") },
    });
    return c.json(view(hotel), 200);
  });
