import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointsModules } from './endpoints-module.ts';

describe("the browser's endpoint addresses", () => {
  it('are written from the contract as it is now (npm run contract:endpoints)', () => {
    const folder = new URL('../src/endpoints/', import.meta.url);
    const expected = endpointsModules();
    expect(readdirSync(folder).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) {
      expect(readFileSync(new URL(name, folder), 'utf8'), name).toBe(text);
    }
  });
});
