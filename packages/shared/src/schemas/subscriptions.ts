import { z } from 'zod';
import { PLANS, type PlanId } from '../constants.ts';
import { SUBSCRIPTION_MSG } from '../workspace-messages.ts';
import type { PlanStatus } from '../format.ts';

// Spec §3 plans, §4 Subscription purchase and Plan status.

export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** One of the paid plans (Plan A, B or C). */
export const planIdField = z.enum(PLAN_IDS, { error: SUBSCRIPTION_MSG.planInvalid });

/** The plan of spec §3 with this id, or undefined. */
export const planById = (id: string) => PLANS.find((plan) => plan.id === id);

/** POST /api/subscription/request: Get Started on a plan. */
export const subscriptionRequestBody = z.object({ plan: planIdField });
export type SubscriptionRequestBody = z.infer<typeof subscriptionRequestBody>;

export const SUBSCRIPTION_REQUEST_STATUSES = ['open', 'done'] as const;
export type SubscriptionRequestStatus = (typeof SUBSCRIPTION_REQUEST_STATUSES)[number];

export type SubscriptionRequest = {
  _id: string;
  plan: PlanId;
  status: SubscriptionRequestStatus;
  createdAt: string;
};

/** What POST /api/subscription/request answers: the request and whom to write on WhatsApp. */
export type SubscriptionRequestAnswer = {
  request: SubscriptionRequest;
  /** The provider's WhatsApp number (10 digits; links add 91). */
  whatsAppNo: string;
  /** The signed-in user's phone, which the prefilled message names. */
  phoneNo: string;
};

/** GET /api/subscription/fetch: the signed-in user's plan, whether or not it is active. */
export type MySubscription = {
  plan: string;
  planExpiresAt: string | null;
  status: PlanStatus | null;
  /** The latest open request, if any. */
  openRequest: SubscriptionRequest | null;
};
