// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from '../contract/endpoint.ts';
import type { API_CONTRACT } from '../contract/index.ts';

export const leadsContract: AddressesOf<(typeof API_CONTRACT)['leads']> = {
  createProductLead: { method: 'POST', path: '/public/productLeads/create' },
  createServiceLead: { method: 'POST', path: '/public/serviceLeads/create' },
  createBusinessLead: { method: 'POST', path: '/public/businessLeads/create' },
  fetchProductLeads: { method: 'GET', path: '/userAdmin/productLeads/fetchAll' },
  downloadProductLeads: { method: 'GET', path: '/userAdmin/productLeads/download' },
  deleteProductLead: { method: 'DELETE', path: '/userAdmin/productLeads/delete' },
  fetchServiceLeads: { method: 'GET', path: '/userAdmin/serviceLeads/fetchAll' },
  downloadServiceLeads: { method: 'GET', path: '/userAdmin/serviceLeads/download' },
  deleteServiceLead: { method: 'DELETE', path: '/userAdmin/serviceLeads/delete' },
  fetchBusinessLeads: { method: 'GET', path: '/userAdmin/businessLeads/fetchAll' },
  downloadBusinessLeads: { method: 'GET', path: '/userAdmin/businessLeads/download' },
  deleteBusinessLead: { method: 'DELETE', path: '/userAdmin/businessLeads/delete' },
  fetchEnquiries: { method: 'GET', path: '/userAdmin/enquiries/fetchAll' },
  downloadEnquiries: { method: 'GET', path: '/userAdmin/enquiries/download' },
  markEnquiryRead: { method: 'PUT', path: '/userAdmin/enquiries/markRead' },
  markAllEnquiriesRead: { method: 'PUT', path: '/userAdmin/enquiries/markAllRead' },
  changeEnquiryStatus: { method: 'PUT', path: '/userAdmin/enquiries/status' },
  markEnquiryContacted: { method: 'PUT', path: '/userAdmin/enquiries/markContacted' },
  saveEnquiryFollowUp: { method: 'PUT', path: '/userAdmin/enquiries/followUp' },
  deleteEnquiry: { method: 'DELETE', path: '/userAdmin/enquiries/delete' },
};
