// A grievance about one's personal data (docs/decisions/037-personal-data.md): filed by anyone,
// followed at its own link, answered from the console by a due date.
import { z } from 'zod';
import { envelopeSchema, timestampAnswer, type PayloadsOf } from '../api.ts';
import { GRIEVANCE_LIMITS, GRIEVANCE_MSG } from '../grievance-messages.ts';
import { GRIEVANCE_STATUSES, GRIEVANCE_TOPICS } from '../personal-data.ts';
import { phoneField } from './common.ts';

/** A blank contact field is no contact; a filled one is read without its surrounding spaces. */
const blankToUndefined = (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : value.trim();
};

/** POST /api/grievances: who writes, how to reach them (one way at least), about what. */
export const grievanceBody = z
  .object({
    name: z
      .string({ error: GRIEVANCE_MSG.nameRequired })
      .trim()
      .min(1, GRIEVANCE_MSG.nameRequired)
      .max(GRIEVANCE_LIMITS.name, GRIEVANCE_MSG.nameTooLong),
    phoneNo: z.preprocess(
      blankToUndefined,
      phoneField(GRIEVANCE_MSG.phoneInvalid, GRIEVANCE_MSG.phoneInvalid).optional(),
    ),
    email: z.preprocess(
      blankToUndefined,
      z
        .email({ error: GRIEVANCE_MSG.emailInvalid })
        .trim()
        .max(GRIEVANCE_LIMITS.email, GRIEVANCE_MSG.emailInvalid)
        .toLowerCase()
        .optional(),
    ),
    topic: z.enum(GRIEVANCE_TOPICS, { error: GRIEVANCE_MSG.topicInvalid }),
    message: z
      .string({ error: GRIEVANCE_MSG.messageRequired })
      .trim()
      .min(1, GRIEVANCE_MSG.messageRequired)
      .min(GRIEVANCE_LIMITS.messageMin, GRIEVANCE_MSG.messageTooShort)
      .max(GRIEVANCE_LIMITS.messageMax, GRIEVANCE_MSG.messageTooLong),
  })
  .refine((body) => Boolean(body.phoneNo || body.email), {
    message: GRIEVANCE_MSG.contactRequired,
    path: ['phoneNo'],
  });
export type GrievanceInput = z.input<typeof grievanceBody>;

/** GET /api/grievances/:id: the random id is the person's key to it. */
export const grievanceParams = z.object({
  id: z.uuid({ error: GRIEVANCE_MSG.notFound }),
});

/** PUT /api/admin/grievances/answer. */
export const grievanceAnswerBody = z.object({
  id: z.uuid({ error: GRIEVANCE_MSG.notFound }),
  answer: z
    .string({ error: GRIEVANCE_MSG.answerRequired })
    .trim()
    .min(1, GRIEVANCE_MSG.answerRequired)
    .min(GRIEVANCE_LIMITS.answerMin, GRIEVANCE_MSG.answerTooShort)
    .max(GRIEVANCE_LIMITS.answerMax, GRIEVANCE_MSG.answerTooLong),
});

/** What the person sees at their link: no contact details, only the exchange. */
const followSchema = z.object({
  _id: z.string(),
  topic: z.enum(GRIEVANCE_TOPICS),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: timestampAnswer,
  dueAt: timestampAnswer,
  answer: z.string().nullable(),
  answeredAt: timestampAnswer.nullable(),
});

/** What the console lists: the whole grievance, and whether its due date has passed unanswered. */
const adminGrievanceSchema = followSchema.extend({
  name: z.string(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  /** The seller's account when they were signed in while filing it. */
  userId: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminGrievance = z.output<typeof adminGrievanceSchema>;

export const GRIEVANCE_ANSWERS = {
  filed: envelopeSchema(z.object({ _id: z.string(), dueAt: timestampAnswer })),
  follow: envelopeSchema(z.object({ grievance: followSchema })),
  list: envelopeSchema(z.object({ grievances: z.array(adminGrievanceSchema) })),
  answered: envelopeSchema(z.object({ grievance: adminGrievanceSchema })),
} as const;
export type GrievanceAnswers = PayloadsOf<typeof GRIEVANCE_ANSWERS>;
