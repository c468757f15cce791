// `npm start`: build the H5 and the server when their sources are newer than the builds, then run the
// compiled server (migrations and the demo seed happen inside the server on start; it logs its start-up time).
import './node-check.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildH5IfNeeded } from './h5-build.mjs';
import { buildServerIfNeeded, serverBundle } from './server-build.mjs';
import { serverNodeArgs } from './server-node-args.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.env.SKIP_H5_BUILD !== '1') buildH5IfNeeded();
buildServerIfNeeded();

const server = spawn(process.execPath, [...serverNodeArgs(), serverBundle], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
