// Writes docs/services.md from the registry, so the service map is never kept by hand:
//   npx tsx server/docs/services-doc.ts
// services-doc.test.ts fails when the file and the registry disagree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityList } from '../../contract/entities';
import { isEngineStored, type EntityDeclaration, type GenericRoute } from '../../contract/entity';
import { SEE_ALL_SIZE } from '../../contract/lookups';
import { CALL_PATHS } from '../../contract/call/call';
import { INVENTORY_PATHS } from '../../contract/inventory/inventory';
import { MEDIA_PATHS, MEDIA_SERVICE } from '../../contract/media';
import { ORDER_PATHS, ORDER_SERVICE } from '../../contract/orders/order-paths';
import { SMS_PATHS } from '../../contract/sms/sms';
import { SCRAPE_PATHS, SCRAPE_SERVICE } from '../../contract/stores';
import { API_DOCS_PERMISSION } from '../../contract/permission-catalog';

export const SERVICES_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/services.md');

/** The method of each generic route a declaration's `aliases` may name. */
const ALIAS_METHODS: Record<GenericRoute, string> = {
  lookupAll: 'GET',
  lookupPage: 'GET',
  list: 'GET',
  get: 'GET',
  create: 'POST',
  update: 'PUT',
  destroy: 'DELETE',
  archive: 'POST',
  recover: 'POST',
  bulkDestroy: 'POST',
};

/** The other paths a declaration names for its generic routes, as the API document writes them. */
const aliasesOf = (d: EntityDeclaration) =>
  (Object.entries(d.aliases ?? {}) as [GenericRoute, readonly string[]][])
    .flatMap(([route, paths]) => paths.map((p) => `\`${ALIAS_METHODS[route]} /${d.service}/${d.rest}${p.replace(/:(\w+)/g, '{$1}')}\``))
    .join(', ');

const row = (d: EntityDeclaration) =>
  `| ${d.name} | ${d.service} | \`${d.rest}\` | \`/${d.service}/${d.rest}\` | \`${d.permission}\` | ${isEngineStored(d) ? 'generic' : 'its own routes'} | ${aliasesOf(d)} |`;

const at = (service: string, relative: string) => `\`/${service}/${relative.replace(/:(\w+)/g, '{$1}')}\``;

/** The text of docs/services.md. */
export function servicesDoc(): string {
  return `# Service map

<!-- Generated from contract/entities by server/docs/services-doc.ts: do not edit by hand. -->

Each service of the spec is a base mounted by the server at \`/{service}/\`; the SPA reads
\`/services.json\` at start (a map of service -> base URL; empty means "same origin"), so one build
can point any service at another host.

## Every call: the API document

The server describes every route it mounts (method, path, parameters, body and response schemas,
and the token and permission it needs, under \`security\` and \`x-permission\`) in an OpenAPI 3
document: \`GET /api/docs/json\` with the bearer token of a user holding access on
\`${API_DOCS_PERMISSION}\` (the admin group holds it). A browser does not send the token when it
opens a URL, so read it with a client that does, e.g.

\`\`\`sh
TOKEN=$(curl -s localhost:8080/api/u/login -H 'content-type: application/json' \\
  -d '{"name":"admin","password":"..."}' | jq -r .token)
curl -s localhost:8080/api/docs/json -H "authorization: Bearer $TOKEN" > openapi.json
\`\`\`

and open \`openapi.json\` in any OpenAPI viewer. Without a server, \`npx tsx scripts/openapi.ts openapi.json\`
writes the same document (the app built in-process on a throw-away database).

Every operation has a summary, an \`operationId\` (\`languageList\`, \`languageGet\`... for an
entity's generic routes, method and path such as \`getApiDocsJson\` for the others) and a declared
tag. An entity's record is one component, \`#/components/schemas/<Entity>\` (\`Language\`), which
its list, read, create and update refer to: a closed object (no other property comes) whose every
property is always there, null when not set; a list links to the read of its rows by id. Error
answers are closed too: \`{message, errmsg}\`, and 422 \`[{path, msg}]\` (an import's items add
\`row\` and \`column\`).

Checked in \`npm test\`: \`npm run test:openapi\` writes the document and lints it with Redocly's
\`recommended\` rules (\`redocly.yaml\`), failing on any error; \`tests/api/engine/openapi.test.ts\` checks
that every mounted route is in it with its permission; \`tests/api/engine/openapi-answers.test.ts\` calls
every list and every read by id the document describes, as the administrator, and validates each
answer against it (ajv), so a field it does not declare, or a required one missing, fails.

## Entities

Every entity of the registry (\`contract/entities/index.ts\`) is mounted at \`/{service}/{rest}\`;
those stored by the engine get the generic pattern (spec, second document, section 7: paged list,
see-all lookups, one record, create, update, destroy, bulk archive, recover and destroy), the
others mount their own routes there. "Also at": the paths the specification writes some of those
calls at (the declaration's \`aliases\`), each the same call (one handler, one set of rights, an
operation of its own in the API document); a doubled slash is the specification's client joining
a base written with its slash (\`p/\`) to what follows (\`/{id}\`).

| entity | service | rest | full path | permission / screen path | routes | also at |
| --- | --- | --- | --- | --- | --- | --- |
${entityList.map(row).join('\n')}

## The generic resource client

Beside the pattern, every entity the engine stores answers the calls of the specification's
generic resource client (section 7, "Generic resource client adds"), with the rights and the
tenancy of the calls they stand for (a business's user sees that business's rows only):

| call | what it answers | right |
| --- | --- | --- |
| \`GET {rest}/a/{page}/{count}?filters\` | the paged list, as \`GET {rest}/{page}/{count}\` | access |
| \`POST {rest}/a/{page}/{count}?filters\`, a JSON body of filters, \`sort\`, \`order\`, \`deleted\` | the paged list of the query and the body together | access |
| \`GET {rest}/all?name=\` | the see-all lookup, as \`GET {rest}/r\` (the first ${SEE_ALL_SIZE}) | lookup |
| \`GET {rest}/removed?filters&page&count\` | \`{data, count}\`: the archived records with the list's filters, the first ${SEE_ALL_SIZE} unless paged | access |
| \`GET {rest}/relation?ids=[1,2]&&deleted\` | the lookup rows of those ids (\`[1,2]\`, \`1,2\` or repeated), archived ones too unless \`deleted=false\` | lookup |
| \`GET {rest}/types\` | \`{data: [{field, label, choices}]}\`: the choices of each enum field of the declaration (none: \`[]\`) | lookup |
| \`PATCH {rest}/recover\`, an id list | the bulk recover, as \`POST {rest}/b/recover\` | archive_and_recover |

"lookup": access on the entity, or access, create or update on a screen whose form picks it
(\`contract/lookups.ts\`). A feature's own route at one of these paths answers instead of the
engine's: the equipment's \`GET /store/c/equipment/types\` lists its equipment types. \`GET
{rest}/preview/{id}\` is answered where a record has a page on a store's site (brands, information
pages: \`docs/catalog.md\`).

A list whose declaration names \`listStatistics\` (the calls, by status) takes \`showStatistics=true\`:
its answer adds \`statistics\`, the count of each choice over the list's filters and their \`total\`
(the same counts as \`GET /call/${CALL_PATHS.statistics}\`). Other lists refuse the key as any unknown one.

## Other calls the specification writes

Feature calls at the paths section 7 writes them, beside the paths the console uses (the route's
\`aliases\`: the same call), and its calls that have no other path:

| call | what it is |
| --- | --- |
| ${at(ORDER_SERVICE, ORDER_PATHS.group(':page', ':count'))} | the orders list, as ${at(ORDER_SERVICE, `${ORDER_PATHS.sales}/:page/:count`)} (docs/orders.md) |
| ${at(ORDER_SERVICE, ORDER_PATHS.groupUpdate(':id'))} (PUT) | an order's update, as ${at(ORDER_SERVICE, ORDER_PATHS.one(':id'))} (PUT) |
| ${at(ORDER_SERVICE, ORDER_PATHS.categories)} | the catalogue's categories as the category lookup answers them (access on \`sale/order\`) |
| ${at(MEDIA_SERVICE, MEDIA_PATHS.filesUpload)} (POST) | the image library's upload, as ${at(MEDIA_SERVICE, MEDIA_PATHS.upload('image'))}; its files are served at ${at(MEDIA_SERVICE, MEDIA_PATHS.file(':key'))} (notification sounds: \`POST /notification/files/upload\`) |
| ${at('sms', SMS_PATHS.providerCampaign('telnyx'))}, ${at('sms', SMS_PATHS.providerCampaign('twilio'))} (POST) | a bulk SMS campaign through that provider: the campaign's create (\`POST /sms/campaign\`) with its \`provider\` set |
| ${at('call', CALL_PATHS.tickets)} (POST) | the tickets of \`GET /call/tickets\`, their range and page in a JSON body |
| ${at('inventory', INVENTORY_PATHS.warehouseProductsJoined(':warehouseId', ':page', ':count'))} | a warehouse's products, as ${at('inventory', INVENTORY_PATHS.warehouseProducts(':warehouseId', ':page', ':count'))} |
| ${at(SCRAPE_SERVICE, SCRAPE_PATHS.products)} (POST \`{storeId}\`) | the store's products read from its site: asked of the store proxy service (docs/stores.md); 202 with where it went |

The whole catalogue of section 7 is walked by \`tests/api/engine/call-catalogue.test.ts\`, one table of
the specification's paths with the status an administrator and a user without the right get.

## Sockets

socket.io at \`/socket.io\`: namespaces \`/\`, \`/chat\`, \`/customer\`, \`/order\`, \`/scraping\`,
\`/order-api\`, \`/payment\`, \`/sms\`; handshake \`auth.token\` = the socket token returned at sign-in.

Orders, accounts and notifications explain their calls in \`docs/orders.md\`, \`docs/accounts.md\` and
\`docs/notifications.md\`.
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(SERVICES_DOC, servicesDoc());
  console.log(`wrote ${SERVICES_DOC}`);
}
