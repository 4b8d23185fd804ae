import path from 'node:path';

/** The client's shared layers: every page may use them, and they know no page. */
const SHARED_LAYERS = new Set(['api', 'charts', 'components', 'data', 'hooks', 'state']);
const CLIENT = `${path.sep}src${path.sep}client${path.sep}`;

/**
 * Where a file sits in src/client: its top folder, and under pages/ its page folder (the first
 * folder below pages/, so pages/lessons/matrix is the lessons page). Null outside src/client.
 */
function roomOf(file) {
  const at = file.lastIndexOf(CLIENT);
  if (at === -1) return null;
  const [layer, page, ...rest] = file.slice(at + CLIENT.length).split(path.sep);
  return { layer, page: layer === 'pages' && rest.length > 0 ? page : null };
}

function breach(from, to) {
  if (to.layer !== 'pages') return null;
  if (SHARED_LAYERS.has(from.layer)) {
    return `src/client/${from.layer} may not import src/client/pages: move what a page shares into state/, components/ or data/.`;
  }
  if (from.page && to.page && from.page !== to.page) {
    return `src/client/pages/${from.page} may not import src/client/pages/${to.page}: move what pages share into state/, components/ or data/.`;
  }
  return null;
}

/**
 * The client's rooms, as boundary() keeps the server's layers: api, charts, components, data,
 * hooks and state never import a page, and a page folder never imports another. The router
 * (App.tsx, lazy-pages.ts, routes/) and the cross-page tests directly under pages/ may. Unlike
 * no-restricted-imports this resolves each relative import, so "../trading" is judged by the
 * folder it names from where it is written.
 */
export const clientRooms = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps src/client pages apart from each other and from shared layers' },
    schema: [],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = roomOf(path.resolve(path.dirname(context.filename), source.value));
      const message = to && breach(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
