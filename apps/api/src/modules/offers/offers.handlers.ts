import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  agentDashboardRoute,
  agentDeparturesRoute,
  convertOfferRoute,
  convertStaffOfferRoute,
  createOfferRoute,
  createStaffOfferRoute,
  getStaffOfferRoute,
  listStaffOffersRoute,
  staffOfferDeparturesRoute,
  getOfferRoute,
  listOffersRoute,
  sharedOfferRoute,
} from "./offers.routes.ts";
import {
  agentDashboard,
  bookableDepartures,
  convertOffer,
  convertStaffOffer,
  createOffer,
  createStaffOffer,
  getStaffOffer,
  listStaffOffers,
  staffOfferDepartures,
  getOffer,
  getSharedOffer,
  listOffers,
} from "./offers.service.ts";

export const offerRoutes = createRouter()
  .openapi(createOfferRoute, async (c) =>
    c.json(await createOffer({ ctx: serviceContext(c), input: { request: c.req.valid("json") } }), 201),
  )
  .openapi(listOffersRoute, async (c) =>
    c.json(await listOffers({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getOfferRoute, async (c) =>
    c.json(
      await getOffer({ ctx: serviceContext(c), input: { ...c.req.valid("param"), ...c.req.valid("query") } }),
      200,
    ),
  )
  .openapi(convertOfferRoute, async (c) => {
    const result = await convertOffer({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, conversion: c.req.valid("json") },
    });
    return result.created ? c.json(result.body, 201) : c.json(result.body, 200);
  })
  .openapi(sharedOfferRoute, async (c) =>
    c.json(
      await getSharedOffer({ ctx: serviceContext(c), input: { ...c.req.valid("param"), ...c.req.valid("query") } }),
      200,
    ),
  )
  .openapi(agentDashboardRoute, async (c) => c.json(await agentDashboard({ ctx: serviceContext(c) }), 200))
  .openapi(agentDeparturesRoute, async (c) =>
    c.json(await bookableDepartures({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(createStaffOfferRoute, async (c) =>
    c.json(await createStaffOffer({ ctx: serviceContext(c), input: { request: c.req.valid("json") } }), 201),
  )
  .openapi(listStaffOffersRoute, async (c) =>
    c.json(await listStaffOffers({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getStaffOfferRoute, async (c) =>
    c.json(
      await getStaffOffer({ ctx: serviceContext(c), input: { ...c.req.valid("param"), ...c.req.valid("query") } }),
      200,
    ),
  )
  .openapi(convertStaffOfferRoute, async (c) => {
    const result = await convertStaffOffer({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, conversion: c.req.valid("json") },
    });
    return result.created ? c.json(result.body, 201) : c.json(result.body, 200);
  })
  .openapi(staffOfferDeparturesRoute, async (c) =>
    c.json(await staffOfferDepartures({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  );
