import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENQUIRY_ANSWERS,
  LEAD_ANSWERS,
  createBusinessLeadBody,
  createProductLeadBody,
  createServiceLeadBody,
  deleteLeadBody,
  enquiriesDownloadQuery,
  enquiriesMarkAllBody,
  enquiriesQuery,
  enquiryRefBody,
  enquiryFollowUpBody,
  enquiryStatusBody,
  deleteLeadQuery,
  downloadLeadsQuery,
  fetchLeadsQuery,
  LEAD_MSG,
  LEADS_CSV_FILE_NAME,
  MSG,
  type LeadKind,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { created, ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { currentAuth } from '../auth/service.ts';
import { leadsCsv } from './csv.ts';
import * as inbox from './inbox.ts';
import { enquiriesCsv } from './inbox-csv.ts';
import * as life from './life.ts';
import * as leads from './service.ts';

/** The three kinds of leads and their paths (spec §7). */
const KINDS: Array<{ kind: LeadKind; path: string }> = [
  { kind: 'product', path: 'productLeads' },
  { kind: 'service', path: 'serviceLeads' },
  { kind: 'business', path: 'businessLeads' },
];

/** Spec §7: /public/{kind}Leads/create for visitors, /userAdmin/{kind}Leads for sellers. */
export async function leadRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const publicTags = ['leads'];

  r.post(
    '/api/public/productLeads/create',
    {
      schema: {
        tags: publicTags,
        body: createProductLeadBody,
        response: { 201: LEAD_ANSWERS.created },
      },
    },
    async (req) => {
      const { fkProductId, ...fields } = req.body;
      await leads.createLead(deps, 'product', fkProductId, fields, req.ip);
      return created(null, MSG.interestSent);
    },
  );
  r.post(
    '/api/public/serviceLeads/create',
    {
      schema: {
        tags: publicTags,
        body: createServiceLeadBody,
        response: { 201: LEAD_ANSWERS.created },
      },
    },
    async (req) => {
      const { fkServiceId, ...fields } = req.body;
      await leads.createLead(deps, 'service', fkServiceId, fields, req.ip);
      return created(null, MSG.interestSent);
    },
  );
  r.post(
    '/api/public/businessLeads/create',
    {
      schema: {
        tags: publicTags,
        body: createBusinessLeadBody,
        response: { 201: LEAD_ANSWERS.created },
      },
    },
    async (req) => {
      const { fkBusinessId, ...fields } = req.body;
      await leads.createLead(deps, 'business', fkBusinessId, fields, req.ip);
      return created(null, MSG.interestSent);
    },
  );

  const schema = { tags: ['leads'], security: [{ bearer: [] }] };
  for (const { kind, path } of KINDS) {
    const base = `/api/userAdmin/${path}`;
    r.get(
      `${base}/fetchAll`,
      { schema: { ...schema, querystring: fetchLeadsQuery, response: { 200: LEAD_ANSWERS.page } } },
      async (req) => ok(await leads.fetchLeads(db, currentAuth(req), kind, req.query)),
    );
    r.get(
      `${base}/download`,
      {
        schema: {
          ...schema,
          querystring: downloadLeadsQuery,
          response: { 200: LEAD_ANSWERS.download },
        },
      },
      async (req, reply) => {
        const found = await leads.leadsForDownload(db, currentAuth(req), kind, req.query.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${LEADS_CSV_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          .send(leadsCsv(kind, found.listing.name, found.leads));
      },
    );
    r.delete(
      `${base}/delete`,
      {
        schema: {
          ...schema,
          querystring: deleteLeadQuery,
          body: deleteLeadBody,
          response: { 200: LEAD_ANSWERS.deleted },
        },
      },
      async (req) => {
        const id = req.query.id ?? req.body?.id;
        if (!id) throw badRequest(MSG.idRequired);
        await leads.deleteLead(deps, currentAuth(req), kind, id);
        return ok(null, LEAD_MSG.leadDeleted);
      },
    );
  }

  // Issue 26: one inbox of the three kinds (docs/decisions/023).
  const csvReply = (reply: FastifyReply, csv: string) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${LEADS_CSV_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  r.get(
    '/api/userAdmin/enquiries/fetchAll',
    { schema: { ...schema, querystring: enquiriesQuery, response: { 200: ENQUIRY_ANSWERS.page } } },
    async (req) => ok(await inbox.fetchEnquiries(deps, currentAuth(req), req.query)),
  );
  r.get(
    '/api/userAdmin/enquiries/download',
    {
      schema: {
        ...schema,
        querystring: enquiriesDownloadQuery,
        response: { 200: ENQUIRY_ANSWERS.download },
      },
    },
    async (req, reply) =>
      csvReply(
        reply,
        enquiriesCsv(await inbox.enquiriesForDownload(deps, currentAuth(req), req.query)),
      ),
  );
  r.put(
    '/api/userAdmin/enquiries/markRead',
    { schema: { ...schema, body: enquiryRefBody, response: { 200: ENQUIRY_ANSWERS.done } } },
    async (req) => {
      await inbox.markEnquiryRead(deps, currentAuth(req), req.body);
      return ok(null, LEAD_MSG.markedRead);
    },
  );
  r.put(
    '/api/userAdmin/enquiries/markAllRead',
    {
      schema: {
        ...schema,
        body: enquiriesMarkAllBody,
        response: { 200: ENQUIRY_ANSWERS.markedAll },
      },
    },
    async (req) =>
      ok(
        await inbox.markAllEnquiriesRead(deps, currentAuth(req), req.body.businessId),
        LEAD_MSG.allMarkedRead,
      ),
  );
  // Issue 36 §2: a lead's life (docs/decisions/029).
  r.put(
    '/api/userAdmin/enquiries/status',
    { schema: { ...schema, body: enquiryStatusBody, response: { 200: ENQUIRY_ANSWERS.life } } },
    async (req) =>
      ok(await life.changeEnquiryStatus(deps, currentAuth(req), req.body), LEAD_MSG.statusSaved),
  );
  r.put(
    '/api/userAdmin/enquiries/markContacted',
    { schema: { ...schema, body: enquiryRefBody, response: { 200: ENQUIRY_ANSWERS.life } } },
    async (req) =>
      ok(
        await life.markEnquiryContacted(deps, currentAuth(req), req.body),
        LEAD_MSG.markedContacted,
      ),
  );
  r.put(
    '/api/userAdmin/enquiries/followUp',
    { schema: { ...schema, body: enquiryFollowUpBody, response: { 200: ENQUIRY_ANSWERS.life } } },
    async (req) =>
      ok(await life.saveEnquiryFollowUp(deps, currentAuth(req), req.body), LEAD_MSG.followUpSaved),
  );
  r.delete(
    '/api/userAdmin/enquiries/delete',
    { schema: { ...schema, body: enquiryRefBody, response: { 200: ENQUIRY_ANSWERS.done } } },
    async (req) => {
      await inbox.deleteEnquiry(deps, currentAuth(req), req.body);
      return ok(null, LEAD_MSG.leadDeleted);
    },
  );
}
