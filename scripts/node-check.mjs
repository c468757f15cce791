// Imported first by `npm start` and `npm test`: an older Node.js (e.g. Debian 12's nodejs 18) would fail later with
// an obscure error, so say it in one line. (No import.meta.dirname here or above: Node.js 18 has none.)
export const MIN_NODE = '20.19';

/** Whether `version` ("18.19.0") is older than MIN_NODE. */
export const nodeTooOld = (version) => {
  const [a, b] = version.split('.').map(Number);
  const [x, y] = MIN_NODE.split('.').map(Number);
  return a < x || (a === x && b < y);
};

export const nodeTooOldLine = (version) =>
  `Mall H5 needs Node.js ${MIN_NODE} or newer (this is ${version}): install a newer nodejs, then run the command again.`;

if (nodeTooOld(process.versions.node)) {
  console.error(nodeTooOldLine(process.versions.node));
  process.exit(1);
}
