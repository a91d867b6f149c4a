import type { FastifyReply } from 'fastify';
import { LEAD_MSG, LEADS_CSV_FILE_NAME, MSG, leadsContract, type LeadKind } from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { contractRoutes, type EndpointRoute } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { leadsCsv } from './csv.ts';
import * as inbox from './inbox.ts';
import { enquiriesCsv } from './inbox-csv.ts';
import * as life from './life.ts';
import * as leads from './service.ts';

type Contract = typeof leadsContract;

const csvReply = (reply: FastifyReply, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${LEADS_CSV_FILE_NAME}"`)
    .header('cache-control', 'no-store')
    .send(csv);

/** The seller's fetchAll, download and delete of one kind's leads. */
function kindRoutes(deps: AppDeps, kind: LeadKind) {
  const db = deps.database.db;
  const fetchAll: EndpointRoute<Contract['fetchProductLeads']> = {
    handler: async (req) => ok(await leads.fetchLeads(db, currentAuth(req), kind, req.query)),
  };
  const download: EndpointRoute<Contract['downloadProductLeads']> = {
    handler: async (req, reply) => {
      const found = await leads.leadsForDownload(db, currentAuth(req), kind, req.query.id);
      return csvReply(reply, leadsCsv(kind, found.listing.name, found.leads));
    },
  };
  const remove: EndpointRoute<Contract['deleteProductLead']> = {
    handler: async (req) => {
      const id = req.query.id ?? req.body?.id;
      if (!id) throw badRequest(MSG.idRequired);
      await leads.deleteLead(deps, currentAuth(req), kind, id);
      return ok(null, LEAD_MSG.leadDeleted);
    },
  };
  return { fetchAll, download, remove };
}

/**
 * Spec §7: /public/{kind}Leads/create for visitors, /userAdmin/{kind}Leads for sellers; the
 * seller's one inbox of the three kinds (docs/decisions/023) and a lead's life
 * (docs/decisions/029).
 */
export const leadRoutes = contractRoutes(leadsContract, (deps) => {
  const product = kindRoutes(deps, 'product');
  const service = kindRoutes(deps, 'service');
  const business = kindRoutes(deps, 'business');
  return {
    createProductLead: {
      handler: async (req) => {
        const { fkProductId, ...fields } = req.body;
        await leads.createLead(deps, 'product', fkProductId, fields, req.ip);
        return created(null, MSG.interestSent);
      },
    },
    createServiceLead: {
      handler: async (req) => {
        const { fkServiceId, ...fields } = req.body;
        await leads.createLead(deps, 'service', fkServiceId, fields, req.ip);
        return created(null, MSG.interestSent);
      },
    },
    createBusinessLead: {
      handler: async (req) => {
        const { fkBusinessId, ...fields } = req.body;
        await leads.createLead(deps, 'business', fkBusinessId, fields, req.ip);
        return created(null, MSG.interestSent);
      },
    },

    fetchProductLeads: product.fetchAll,
    downloadProductLeads: product.download,
    deleteProductLead: product.remove,
    fetchServiceLeads: service.fetchAll,
    downloadServiceLeads: service.download,
    deleteServiceLead: service.remove,
    fetchBusinessLeads: business.fetchAll,
    downloadBusinessLeads: business.download,
    deleteBusinessLead: business.remove,

    fetchEnquiries: {
      handler: async (req) => ok(await inbox.fetchEnquiries(deps, currentAuth(req), req.query)),
    },
    downloadEnquiries: {
      handler: async (req, reply) =>
        csvReply(
          reply,
          enquiriesCsv(await inbox.enquiriesForDownload(deps, currentAuth(req), req.query)),
        ),
    },
    markEnquiryRead: {
      handler: async (req) => {
        await inbox.markEnquiryRead(deps, currentAuth(req), req.body);
        return ok(null, LEAD_MSG.markedRead);
      },
    },
    markAllEnquiriesRead: {
      handler: async (req) =>
        ok(
          await inbox.markAllEnquiriesRead(deps, currentAuth(req), req.body.businessId),
          LEAD_MSG.allMarkedRead,
        ),
    },
    changeEnquiryStatus: {
      handler: async (req) =>
        ok(await life.changeEnquiryStatus(deps, currentAuth(req), req.body), LEAD_MSG.statusSaved),
    },
    markEnquiryContacted: {
      handler: async (req) =>
        ok(
          await life.markEnquiryContacted(deps, currentAuth(req), req.body),
          LEAD_MSG.markedContacted,
        ),
    },
    saveEnquiryFollowUp: {
      handler: async (req) =>
        ok(
          await life.saveEnquiryFollowUp(deps, currentAuth(req), req.body),
          LEAD_MSG.followUpSaved,
        ),
    },
    deleteEnquiry: {
      handler: async (req) => {
        await inbox.deleteEnquiry(deps, currentAuth(req), req.body);
        return ok(null, LEAD_MSG.leadDeleted);
      },
    },
  };
});
