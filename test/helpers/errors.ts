// The error a call is expected to throw (or a promise to reject with), checked
// for its class and returned so that a test can assert on its fields.
import { expect } from 'vitest';

type ErrorClass<E> = abstract new (...args: any[]) => E;

/** Calls fn and returns what it throws, asserting it is a `type`; fails when fn throws nothing. */
export function thrownBy<E>(type: ErrorClass<E>, fn: () => unknown): E {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return error as E;
  }
  throw new Error(`expected a ${type.name}`);
}

/** Awaits p and returns what it rejects with, asserting it is a `type`; fails when p resolves. */
export async function rejectionOf<E>(type: ErrorClass<E>, p: Promise<unknown>): Promise<E> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return error as E;
  }
  throw new Error(`expected a rejection with a ${type.name}`);
}
