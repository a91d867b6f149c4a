import { PUBLIC_WRITE_ANSWERS, publicViewsBody } from '../schemas/public.ts';
import { endpoint } from './endpoint.ts';

/** PUT /public/{kind}/views {id}: one count per visit of a page; never refused. */
const countView = <const K extends 'product' | 'service' | 'business'>(kind: K) =>
  endpoint({
    method: 'PUT',
    path: `/public/${kind}/views`,
    input: publicViewsBody.optional(),
    answers: { 200: PUBLIC_WRITE_ANSWERS.views },
    messages: ['publicMsg.viewCounted', 'publicMsg.viewNotCounted'],
    tags: ['views'],
  });

/** A public page's views, by the kind of page. */
export const viewsContract = {
  countProduct: countView('product'),
  countService: countView('service'),
  countBusiness: countView('business'),
};
