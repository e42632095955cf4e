import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The contracts' endpoint files: each declares endpoints with `defineEndpoint({ ... })`. */
const ENDPOINT_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/u;
/** What the server validates with and the OpenAPI document shows; the site never reads them. */
const SCHEMA_KEYS = new Set(['body', 'query', 'params', 'value', 'summary']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The site's build keeps of each endpoint only what a call needs (method, path, auth, module,
 * sealing, form): its zod schemas become `undefined`, so the schemas only they used, and the zod
 * code only those needed, are left out of the bundle (decision 0057). The site derives its types
 * from the schemas at compile time and never parses an answer with them; the schemas it does run
 * (socket frames, a form rule) are imported by name and stay.
 */
export function stripEndpointSchemas(): Plugin {
  return {
    name: 'tessera:strip-endpoint-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_FILE.test(id) || !code.includes('defineEndpoint')) return null;
      const edits = new MagicString(code);
      visit(this.parse(code) as unknown as Node, (node) => {
        const callee = node.callee as Node | undefined;
        const [argument] = (node.arguments as Node[] | undefined) ?? [];
        if (node.type !== 'CallExpression' || callee?.name !== 'defineEndpoint') return;
        if (argument?.type !== 'ObjectExpression') return;
        for (const property of argument.properties as Node[]) {
          const key = property.key as Node | undefined;
          const value = property.value as Node | undefined;
          if (property.type === 'Property' && key && value && SCHEMA_KEYS.has(String(key.name))) {
            edits.overwrite(value.start, value.end, 'undefined');
          }
        }
      });
      return { code: edits.toString(), map: edits.generateMap({ hires: true }) };
    },
  };
}

function visit(node: Node, each: (node: Node) => void): void {
  each(node);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) {
      for (const item of child)
        if (item && typeof item === 'object' && 'type' in item) visit(item as Node, each);
    } else if (child && typeof child === 'object' && 'type' in child) {
      visit(child as Node, each);
    }
  }
}
