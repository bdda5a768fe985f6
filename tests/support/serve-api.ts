// The server as `npm start` runs it (same startServer), without building or serving the web
// console: for tests that spawn the real server as a child process and kill it.
import { readConfig } from '../../server/config';
import { exitOnStartupFailure } from '../../server/ops/startup-errors';
import { startServer } from '../../server/start';

const config = { ...readConfig(), spaDir: undefined };
startServer(config).catch((e) => exitOnStartupFailure(e, config));
