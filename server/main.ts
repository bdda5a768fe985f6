import { ensureSpaBuilt } from './build-spa';
import { readConfig, type Config } from './config';
import { exitOnStartupFailure, StartupError } from './ops/startup-errors';
import { startServer } from './start';

let config: Config | undefined;

async function main() {
  try {
    config = readConfig();
  } catch (e) {
    // the settings' own messages name the variable and what it takes
    throw new StartupError(e instanceof Error ? e.message : String(e));
  }
  await ensureSpaBuilt();
  await startServer(config);
}

// a known cause in one line the operator can act on; anything else in full
main().catch((e) => exitOnStartupFailure(e, config));
