// `npm start`: build the H5 when its sources are newer than the build, then run the server
// (migrations and the demo seed happen inside the server on start).
import './node-check.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildH5IfNeeded } from './h5-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.env.SKIP_H5_BUILD !== '1') buildH5IfNeeded();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
