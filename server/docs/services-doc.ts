// Writes docs/services.md from the registry, so the service map is never kept by hand:
//   npx tsx server/docs/services-doc.ts
// services-doc.test.ts fails when the file and the registry disagree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entityList } from '../../contract/entities';
import { isEngineStored, type EntityDeclaration } from '../../contract/entity';
import { API_DOCS_PERMISSION } from '../../contract/permission-catalog';

export const SERVICES_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/services.md');

const row = (d: EntityDeclaration) =>
  `| ${d.name} | ${d.service} | \`${d.rest}\` | \`/${d.service}/${d.rest}\` | \`${d.permission}\` | ${isEngineStored(d) ? 'generic' : 'its own routes'} |`;

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
others mount their own routes there.

| entity | service | rest | full path | permission / screen path | routes |
| --- | --- | --- | --- | --- | --- |
${entityList.map(row).join('\n')}

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
