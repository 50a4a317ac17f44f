// Runs before start and test: a clear message instead of a cryptic crash on an old Node.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Sokoni needs Node 22.22 or newer; this is ${process.version}.\n` +
      "On Linux x64 `npm install` brings Node 24 into node_modules/.bin and npm scripts use it.\n" +
      "Elsewhere, install the current Node LTS and run `npm install` again.",
  );
  process.exit(1);
}
