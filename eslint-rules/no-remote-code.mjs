import path from 'node:path';

/**
 * Nothing of a remote is compiled into the shell (issue 21): no file of shell/ (its sources, its
 * webpack config, its build scripts) imports, requires or reads a file of esports-remote/ or
 * jantri-remote/. The shell learns a remote's routes and first paint from its deploy at run time.
 * Resolved against the importing file, so `../esports-remote/x` is caught however it is spelled;
 * a path built with path.join/resolve from a remote's folder name is caught too.
 */
const REMOTE_FOLDERS = ['esports-remote', 'jantri-remote'];
const repoRoot = path.dirname(path.dirname(new URL(import.meta.url).pathname));
export const noRemoteCode = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      remote:
        'The shell may not use "{{spec}}": nothing of a remote is compiled into the shell (it reads the remote\'s deploy at run time).',
    },
  },
  create(context) {
    const inRemote = (spec) => {
      if (typeof spec !== 'string') return false;
      if (
        REMOTE_FOLDERS.some((name) => spec === `@bgmi/${name}` || spec.startsWith(`@bgmi/${name}/`))
      )
        return true;
      if (!spec.startsWith('.') && !path.isAbsolute(spec)) return false;
      const target = path.resolve(path.dirname(context.filename), spec);
      return REMOTE_FOLDERS.some((name) => {
        const folder = path.join(repoRoot, name);
        return target === folder || target.startsWith(folder + path.sep);
      });
    };
    const report = (node, spec) => context.report({ node, messageId: 'remote', data: { spec } });
    const checkSource = (node) => {
      if (inRemote(node.source?.value)) report(node, node.source.value);
    };
    return {
      ImportDeclaration: checkSource,
      ImportExpression: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? `${callee.object.type === 'Identifier' ? callee.object.name : ''}.${callee.property.name}`
              : '';
        const literal = (arg) => (arg?.type === 'Literal' ? arg.value : undefined);
        if (name === 'require' || name === 'require.resolve') {
          const spec = literal(node.arguments[0]);
          if (inRemote(spec)) report(node, spec);
          return;
        }
        // path.join(__dirname, '..', 'esports-remote', ...) and the like.
        if (/\.(join|resolve)$/.test(name)) {
          const hit = node.arguments
            .map(literal)
            .find((arg) => typeof arg === 'string' && REMOTE_FOLDERS.some((f) => arg.includes(f)));
          if (hit) report(node, hit);
        }
      },
    };
  },
};
