import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointsModule } from './endpoints-module.ts';

describe("the browser's endpoint addresses", () => {
  it('are written from the contract as it is now (npm run contract:endpoints)', () => {
    const written = readFileSync(new URL('../src/endpoints.generated.ts', import.meta.url), 'utf8');
    expect(written).toBe(endpointsModule());
  });
});
