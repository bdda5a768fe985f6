// The server as `npm start` runs it (same startServer), without building or serving the web
// console: for tests that spawn the real server as a child process and kill it.
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';

startServer({ ...readConfig(), spaDir: undefined }).catch((e) => {
  console.error(e);
  process.exit(1);
});
