import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { getHotelRoute, listHotelsRoute } from "./hotels.routes.ts";
import { getHotel, listHotels } from "./hotels.service.ts";

export const hotelRoutes = createRouter()
  .openapi(listHotelsRoute, async (c) => {
    const result = await listHotels({ ctx: serviceContext(c), input: c.req.valid("query") });
    return c.json(result, 200);
  })
  .openapi(getHotelRoute, async (c) => {
    const hotel = await getHotel({
      ctx: serviceContext(c),
      input: { ...c.req.valid("query"), ...c.req.valid("param") },
    });
    return c.json(hotel, 200);
  });
