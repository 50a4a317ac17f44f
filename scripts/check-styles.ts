/**
 * `npm run check:styles`: the stylesheets of the production build, as docs/decisions/139 wants
 * them (the build the e2e run made when it is still fresh, scripts/build.ts):
 *
 * - home, search, browse and a listing each link one stylesheet, at most 10 KB gzipped;
 * - every route links every rule of every stylesheet that its module, the root's and the modules
 *   they import import: no component is drawn without its styles on any page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { ensureBuild } from "./build";
import { LANDING_BUDGET_GZIP, linkedStylesheets, type RouteStyles, styleProblems } from "./styles-check";
import { LANDING_MODULES } from "./vite-styles";

ensureBuild();
const serverAssets = "build/server/assets";
const serverBuild = readdirSync(serverAssets)
  .filter((file) => /^server-build-[\w-]+\.js$/.test(file))
  .map((file) => readFileSync(`${serverAssets}/${file}`, "utf8"))
  .join("\n");
const linked = linkedStylesheets(serverBuild);

const routes: RouteStyles[] = [{ id: "root", modules: ["app/root.tsx"], landing: false }];
for (const match of readFileSync("app/routes.ts", "utf8").matchAll(
  /(?:route|index)\(\s*(?:"[^"]*",\s*)?"(routes\/[\w-]+\.tsx?)"(?:,\s*\{\s*id:\s*"([^"]+)"\s*\})?/g,
)) {
  const [, file = "", id] = match;
  // A resource route (a fragment, the manifest) writes no document, so links no stylesheet.
  if (!/^export default /m.test(readFileSync(`app/${file}`, "utf8"))) continue;
  routes.push({ id: id ?? file.replace(/\.tsx?$/, ""), modules: ["app/root.tsx", `app/${file}`], landing: LANDING_MODULES.includes(`app/${file}`) });
}

const problems = styleProblems(routes, linked, (href) => readFileSync(`build/client${href}`, "utf8"));
for (const route of routes.filter((each) => each.landing)) console.log(`${route.id}: ${linked.get(route.id)?.join(" + ")}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  `Stylesheets: ${routes.length} routes link every rule their components import; each landing page links one stylesheet within ${LANDING_BUDGET_GZIP} bytes gzipped.`,
);
