import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './domain-messages.ts';
import { MSG } from './messages.ts';
import { encodePassword, passwordLengthIssue } from './password.ts';
import { createUserBody, logInBody } from './schemas/auth.ts';

const signUp = (password: string) =>
  createUserBody.safeParse({
    firstName: 'Asha',
    lastName: 'Verma',
    phoneNo: '9876543210',
    password,
    isAdult: true,
  });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('password length', () => {
  it('allows 8 to 128 characters', () => {
    expect(passwordLengthIssue('a'.repeat(7))).toBe(PASSWORD_TOO_SHORT);
    expect(passwordLengthIssue('a'.repeat(8))).toBeNull();
    expect(passwordLengthIssue('a'.repeat(LIMITS.passwordMaxLength))).toBeNull();
    expect(passwordLengthIssue('a'.repeat(LIMITS.passwordMaxLength + 1))).toBe(PASSWORD_TOO_LONG);
    // Login skips the minimum (a short password is just a wrong one) but keeps the cap.
    expect(passwordLengthIssue('abc', false)).toBeNull();
    expect(passwordLengthIssue('a'.repeat(129), false)).toBe(PASSWORD_TOO_LONG);
  });

  it('counts characters, not bytes, once decoded', () => {
    const hindi = 'अ'.repeat(LIMITS.passwordMaxLength);
    expect(signUp(encodePassword(hindi)).success).toBe(true);
    expect(firstMessage(signUp(encodePassword(`${hindi}अ`)))).toBe(PASSWORD_TOO_LONG);
  });

  it('refuses a huge login password by its encoded length', () => {
    const result = logInBody.safeParse({
      phoneNo: '9876543210',
      password: encodePassword('x'.repeat(100_000)),
    });
    expect(firstMessage(result)).toBe(PASSWORD_TOO_LONG);
    expect(firstMessage(logInBody.safeParse({ phoneNo: '9876543210', password: '' }))).toBe(
      MSG.passwordRequired,
    );
  });
});
