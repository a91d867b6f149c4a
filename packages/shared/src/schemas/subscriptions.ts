import { z } from 'zod';
import { envelopeSchema } from '../api.ts';
import { PLANS, type PlanId } from '../constants.ts';
import { SUBSCRIPTION_MSG } from '../workspace-messages.ts';
import type { PlanStatus } from '../format.ts';

// Spec §3 plans, §4 Subscription purchase and Plan status.

export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** One of the paid plans (Plan A, B or C). */
export const planIdField = z.enum(PLAN_IDS, { error: SUBSCRIPTION_MSG.planInvalid });

/** The fixed plan with this id, or undefined. */
export const planById = (id: string) => PLANS.find((plan) => plan.id === id);

/** POST /api/subscription/request: Get Started on a plan. */
export const subscriptionRequestBody = z.object({ plan: planIdField });
export type SubscriptionRequestBody = z.infer<typeof subscriptionRequestBody>;

export const SUBSCRIPTION_REQUEST_STATUSES = ['open', 'done'] as const;
export type SubscriptionRequestStatus = (typeof SUBSCRIPTION_REQUEST_STATUSES)[number];

export const subscriptionRequestSchema = z.object({
  _id: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** What POST /api/subscription/request answers: the request and whom to write on WhatsApp. */
export const subscriptionRequestAnswerSchema = z.object({
  request: subscriptionRequestSchema,
  /** The provider's WhatsApp number (10 digits; links add 91). */
  whatsAppNo: z.string(),
  /** The signed-in user's phone, which the prefilled message names. */
  phoneNo: z.string(),
});
export type SubscriptionRequestAnswer = z.infer<typeof subscriptionRequestAnswerSchema>;

/** GET /api/subscription/fetch: the signed-in user's plan, whether or not it is active. */
export const mySubscriptionSchema = z.object({
  plan: z.string(),
  planExpiresAt: z.string().nullable(),
  status: z.enum(['Expired', 'Expiring', 'Active'] satisfies PlanStatus[]).nullable(),
  /** The latest open request, if any. */
  openRequest: subscriptionRequestSchema.nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** Envelopes of the subscription calls' answers (201 for a new request, 200 for an open one). */
export const SUBSCRIPTION_ANSWERS = {
  request: envelopeSchema(subscriptionRequestAnswerSchema),
  mine: envelopeSchema(mySubscriptionSchema),
} as const;
