import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders directly inside `dir`. */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The layout's rules as import-x/no-restricted-paths zones (docs/architecture.md), for the
 * repository whose root is `root`:
 * - the web app's layers, top to bottom: app/ → features/ → entities/ → components/ and lib/;
 *   a layer imports only the layers below it (docs/architecture-web-layers.draft.md);
 * - a web feature never imports another feature (what two features share lives in entities/,
 *   components/, lib/ or packages/shared);
 * - entities/ (domain models, their API calls and small domain components) never import
 *   features/ or app/;
 * - the web app's lib/ and components/ (UI only) never import entities/, features/ or app/;
 * - packages/shared never imports an app;
 * - a server module reaches another only through that module's service.ts, and plugins/ and lib/
 *   never import a module (modules sit above them).
 */
export function layoutZones(root) {
  const features = join(root, 'apps/web/src/features');
  const modules = join(root, 'apps/server/src/modules');
  const moduleNames = foldersOf(modules);
  return [
    ...foldersOf(features).map((feature) => ({
      target: `apps/web/src/features/${feature}`,
      from: 'apps/web/src/features',
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need to entities/, components/, lib/ or packages/shared.',
    })),
    {
      target: 'apps/web/src/entities',
      from: ['apps/web/src/features', 'apps/web/src/app'],
      message: 'entities/ sit below the features and the app, and never import them.',
    },
    {
      target: ['apps/web/src/lib', 'apps/web/src/components'],
      from: ['apps/web/src/entities', 'apps/web/src/features', 'apps/web/src/app'],
      message:
        'lib/ and components/ sit below the entities, the features and the app, and never import them.',
    },
    {
      target: 'packages/shared',
      from: 'apps',
      message: 'packages/shared is what the apps share: it never imports an app.',
    },
    ...moduleNames.map((name) => ({
      target: `apps/server/src/modules/${name}`,
      from: 'apps/server/src/modules',
      except: [
        `./${name}`,
        ...moduleNames.filter((other) => other !== name).map((other) => `./${other}/service.ts`),
      ],
      message: "A server module reaches another only through that module's service.ts.",
    })),
    {
      target: ['apps/server/src/plugins', 'apps/server/src/lib'],
      from: 'apps/server/src/modules',
      message: 'plugins/ and lib/ sit below the modules, and never import them.',
    },
  ];
}
