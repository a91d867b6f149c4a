import { z } from 'zod';
import { UPLOAD_ANSWERS } from '../schemas/businesses.ts';
import { endpoint } from './endpoint.ts';

/** The upload's key, as the pre-signed URL names it. */
const uploadParams = z.object({ key: z.string().max(100) });
/** The pre-signed URL's signature; a missing part reads as empty, which the check refuses. */
const uploadQuery = z.object({
  expires: z.coerce.number().int().default(0),
  type: z.string().max(100).default(''),
  signature: z.string().max(200).default(''),
});

/**
 * The local storage's pre-signed PUT (DESIGN.md §5): the image is the raw body, the signature is
 * the authority (no token). With STORAGE=s3 the browser PUTs to the bucket and this is not served.
 */
export const uploadsContract = {
  store: endpoint({
    method: 'PUT',
    path: '/uploads/:key',
    fileBody: true,
    input: uploadQuery,
    params: uploadParams,
    answers: { 200: UPLOAD_ANSWERS.stored },
    messages: [
      'sellerMsg.imageUploaded',
      'sellerMsg.uploadLinkInvalid',
      'sellerMsg.uploadLinkExpired',
      'sellerMsg.uploadLinkUsed',
      'sellerMsg.uploadTypeMismatch',
      'sellerMsg.notAnImage',
    ],
    tags: ['uploads'],
  }),
};
