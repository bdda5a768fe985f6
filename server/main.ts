import { ensureSpaBuilt } from './build-spa';
import { readConfig, type Config } from './config';
import { exitOnStartupFailure } from './ops/startup-errors';
import { startServer } from './start';

let config: Config | undefined;

async function main() {
  config = readConfig();
  await ensureSpaBuilt();
  await startServer(config);
}

// a known cause in one line the operator can act on; anything else in full
main().catch((e) => exitOnStartupFailure(e, config));
