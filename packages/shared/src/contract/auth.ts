import {
  AUTH_ANSWERS,
  changePasswordBody,
  createUserBody,
  forgotPasswordBody,
  logInBody,
  preRegistrationQuery,
  requestOtpQuery,
  updateProfileBody,
  verifyOtpBody,
} from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

const tags = ['auth'];

/** Signing up, logging in and out, one-time passwords, and a forgotten password. */
export const authContract = {
  logIn: endpoint({
    method: 'POST',
    path: '/auth/user/logIn',
    input: logInBody,
    answers: { 200: AUTH_ANSWERS.logIn },
    messages: [
      'authMsg.loggedIn',
      'authMsg.invalidCredentials',
      'authMsg.accountDeactivated',
      'accountMsg.deletionCancelled',
    ],
    tags,
  }),
  fetchUser: endpoint({
    method: 'GET',
    path: '/auth/user/fetch',
    answers: { 200: AUTH_ANSWERS.user },
    messages: ['apiMsg.tokenExpired', 'msg.planRequired'],
    tags,
    signedIn: true,
  }),
  requestOtp: endpoint({
    method: 'GET',
    path: '/auth/user/requestOTP',
    input: requestOtpQuery,
    answers: { 200: AUTH_ANSWERS.done },
    messages: [
      'authMsg.otpSent',
      'authMsg.otpDailyLimit',
      'authMsg.phoneRegistered',
      'reviewMsg.businessRequired',
      'reviewMsg.ownBusiness',
      'publicMsg.businessNotFound',
    ],
    tags,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/user/verifyOTP',
    input: verifyOtpBody,
    answers: { 200: AUTH_ANSWERS.done },
    messages: [
      'authMsg.otpVerified',
      'msg.otpInvalid',
      'authMsg.otpExpired',
      'authMsg.otpTooManyAttempts',
    ],
    tags,
  }),
  logOut: endpoint({
    method: 'PUT',
    path: '/auth/user/logOut',
    answers: { 200: AUTH_ANSWERS.done },
    messages: ['authMsg.loggedOut'],
    tags,
    signedIn: true,
  }),
  preRegistration: endpoint({
    method: 'GET',
    path: '/public/user/preRegistration',
    input: preRegistrationQuery,
    answers: { 200: AUTH_ANSWERS.done },
    messages: ['authMsg.phoneAvailable', 'authMsg.phoneRegistered'],
    tags,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/public/user/create',
    input: createUserBody,
    answers: { 201: AUTH_ANSWERS.created },
    messages: [
      'authMsg.userCreated',
      'authMsg.phoneRegistered',
      'authMsg.phoneNotVerified',
      'authMsg.passwordTooCommon',
    ],
    tags,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/public/user/forgotPassword',
    input: forgotPasswordBody,
    answers: { 200: AUTH_ANSWERS.done },
    messages: ['authMsg.passwordReset', 'authMsg.phoneNotVerified', 'authMsg.passwordTooCommon'],
    tags,
  }),
};

/** The seller's own profile and password. */
export const userContract = {
  fetch: endpoint({
    method: 'GET',
    path: '/userAdmin/user/fetch',
    answers: { 200: AUTH_ANSWERS.user },
    messages: [],
    tags: ['users'],
    signedIn: true,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/userAdmin/user/update',
    input: updateProfileBody,
    answers: { 200: AUTH_ANSWERS.profile },
    messages: [
      'authMsg.profileUpdated',
      'authMsg.phoneRegistered',
      'authMsg.newPhoneNotVerified',
      'msg.onlyImages',
    ],
    tags: ['users'],
    signedIn: true,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/userAdmin/user/changePassword',
    input: changePasswordBody,
    answers: { 200: AUTH_ANSWERS.done },
    messages: [
      'authMsg.passwordChanged',
      'authMsg.currentPasswordWrong',
      'authMsg.samePassword',
      'authMsg.passwordTooCommon',
    ],
    tags: ['users'],
    signedIn: true,
  }),
};

/**
 * The console SMS driver's outbox, for development and the browser journeys: registered only
 * where that driver runs, never in production.
 */
export const devContract = {
  outbox: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    input: preRegistrationQuery,
    answers: { 200: AUTH_ANSWERS.outbox },
    messages: [],
    tags: ['dev'],
  }),
};
