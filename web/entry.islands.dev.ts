// `npm run dev` only: React Router's Fast Refresh preamble, which the components' development
// transform expects before they load (the reader's pages do not load React Router's client).
import "virtual:react-router/inject-hmr-runtime";
import "./entry.islands.ts";
