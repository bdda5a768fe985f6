import { ensureSpaBuilt } from './build-spa';
import { readConfig } from './config';
import { startServer } from './start';

async function main() {
  const config = readConfig();
  await ensureSpaBuilt();
  await startServer(config);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
